import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  ORGANIZATION_DOMAINS_MAX,
  type TDomainCheckFailure,
  type TOrganizationDomain,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent } from '../audit/audit.service.ts';
import type { TClientInfo } from '../audit/client-info.ts';
import {
  OrganizationDomain,
  type TOrganizationDomain as TDomainRow,
} from '../organizations/organization-domain.entity.ts';
import { checkDomainRecord, newVerificationToken, verificationRecordOf } from './domain-check.ts';
import type { TTxtResolver } from './txt-resolver.ts';

type TDomainChange = {
  em: EntityManager;
  organizationId: string;
  actorId: string;
  client: TClientInfo;
};

function toOrganizationDomain(row: TDomainRow): TOrganizationDomain {
  const failure = (row.lastCheckFailure ?? null) as TDomainCheckFailure | null;
  return {
    id: row.id,
    domain: row.domain,
    status: row.isVerified ? 'verified' : failure === null ? 'pending' : 'failed',
    record: verificationRecordOf(row.domain, row.verificationToken ?? ''),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastCheckFailure: failure,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The firm's domains, oldest first (the route checked settings.read). One statement. */
export async function listDomains({
  em,
  organizationId,
}: {
  em: EntityManager;
  organizationId: string;
}): Promise<TOrganizationDomain[]> {
  const rows = await em.find(
    OrganizationDomain,
    { organization: organizationId },
    { orderBy: { createdAt: 'asc' } },
  );
  return rows.map(toOrganizationDomain);
}

async function findDomain(em: EntityManager, organizationId: string, domainId: string): Promise<TDomainRow> {
  const row = await em.findOne(OrganizationDomain, { id: domainId, organization: organizationId });
  if (row === null) throw DomainError.notFound('Domain not found');
  return row;
}

/**
 * Adds a domain, unverified, with its own token (the route checked settings.manage). A domain another
 * firm holds, verified or not, is refused the same way as one this firm already has: 409, without
 * saying whose it is.
 */
export async function addDomain({
  em,
  organizationId,
  actorId,
  client,
  domain,
}: TDomainChange & { domain: string }): Promise<TOrganizationDomain> {
  if ((await em.count(OrganizationDomain, { organization: organizationId })) >= ORGANIZATION_DOMAINS_MAX) {
    throw new DomainError(
      ERROR_CODES.conflict,
      `A firm may keep at most ${ORGANIZATION_DOMAINS_MAX} domains`,
    );
  }
  const row = em.create(OrganizationDomain, {
    organization: organizationId,
    domain,
    verificationToken: newVerificationToken(),
  });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.domainAdded,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId,
    target: { type: 'organization_domain', id: row.id },
    details: { domain },
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new DomainError(ERROR_CODES.conflict, 'This domain is already in use', { cause: error });
    }
    throw error;
  }
  return toOrganizationDomain(row);
}

/** Records one check's outcome on the row; answers whether it changed the domain's standing. */
function applyCheck(
  row: TDomainRow,
  outcome: Awaited<ReturnType<typeof checkDomainRecord>>,
  now: Date,
): boolean {
  const wasVerified = row.isVerified;
  row.lastCheckedAt = now;
  if (outcome.isVerified) {
    row.isVerified = true;
    row.lastCheckFailure = null;
    row.verifiedAt ??= now;
  } else {
    row.isVerified = false;
    row.verifiedAt = null;
    row.lastCheckFailure = outcome.failure;
  }
  return wasVerified !== row.isVerified;
}

/**
 * Checks the domain's TXT record now (settings.manage): verified, or failed with the reason. Only a
 * verified domain serves the firm's pages (findPublicOrganizationByHost).
 */
export async function verifyDomain({
  em,
  organizationId,
  actorId,
  client,
  domainId,
  resolve,
  now = new Date(),
}: TDomainChange & { domainId: string; resolve: TTxtResolver; now?: Date }): Promise<TOrganizationDomain> {
  const row = await findDomain(em, organizationId, domainId);
  row.verificationToken ??= newVerificationToken();
  const outcome = await checkDomainRecord(resolve, row.domain, row.verificationToken);
  applyCheck(row, outcome, now);
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.domainChecked,
    outcome: outcome.isVerified ? 'success' : 'failure',
    actor: actorId,
    client,
    organizationId,
    target: { type: 'organization_domain', id: row.id },
    details: { domain: row.domain, ...(outcome.isVerified ? {} : { failure: outcome.failure }) },
  });
  await em.flush();
  return toOrganizationDomain(row);
}

/** Removes a domain (settings.manage): from then on its host serves nothing of the firm's. */
export async function removeDomain({
  em,
  organizationId,
  actorId,
  client,
  domainId,
}: TDomainChange & { domainId: string }): Promise<void> {
  const row = await findDomain(em, organizationId, domainId);
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.domainRemoved,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId,
    target: { type: 'organization_domain', id: row.id },
    details: { domain: row.domain },
  });
  em.remove(row);
  await em.flush();
}

/**
 * Checks again the verified domains last checked before `checkedBefore` (the daily re-check), at most
 * `limit` per run. A domain whose record is gone stops serving the firm's pages; one whose DNS did not
 * answer keeps its standing until DNS answers. Safe with several instances: a check is idempotent.
 */
export async function recheckVerifiedDomains({
  em,
  resolve,
  checkedBefore,
  limit,
  now = new Date(),
}: {
  em: EntityManager;
  resolve: TTxtResolver;
  checkedBefore: Date;
  limit: number;
  now?: Date;
}): Promise<{ checked: number; unverified: number }> {
  const rows = await em.find(
    OrganizationDomain,
    { isVerified: true, $or: [{ lastCheckedAt: null }, { lastCheckedAt: { $lt: checkedBefore } }] },
    { orderBy: { lastCheckedAt: 'asc' }, limit },
  );
  let unverified = 0;
  for (const row of rows) {
    const outcome = await checkDomainRecord(resolve, row.domain, row.verificationToken ?? '');
    if (!outcome.isVerified && outcome.failure === 'dns_unavailable') {
      row.lastCheckedAt = now;
      continue;
    }
    if (applyCheck(row, outcome, now)) {
      unverified += 1;
      recordAuditEvent(em, {
        action: AUDIT_ACTIONS.domainChecked,
        outcome: 'failure',
        actor: null,
        client: { ip: null, userAgent: null },
        organizationId: row.organization.id,
        target: { type: 'organization_domain', id: row.id },
        details: { domain: row.domain, failure: row.lastCheckFailure, isRecheck: true },
      });
    }
  }
  await em.flush();
  return { checked: rows.length, unverified };
}
