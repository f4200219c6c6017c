import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  DOMAIN_CLAIM_TTL_MS,
  ERROR_CODES,
  ORGANIZATION_DOMAINS_MAX,
  type TDomainCheckFailure,
  type TOrganizationDomain,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, insertAuditEvent, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { OrganizationDomain, type TOrganizationDomain as TDomainRow } from './organization-domain.entity.ts';
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
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The claims that still count at `now`: verified domains and unverified claims not yet lapsed. A lapsed
 * claim is treated as absent (not listed, counted or checked) until the re-check job removes it.
 */
function isLiveAt(now: Date) {
  return { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] };
}

function domainTaken(cause?: unknown): DomainError {
  return new DomainError(
    ERROR_CODES.conflict,
    'This domain is already in use',
    cause === undefined ? undefined : { cause },
  );
}

/** The firm's domains, oldest first (the route checked settings.read). One statement. */
export async function listDomains({
  em,
  organizationId,
  now = new Date(),
}: {
  em: EntityManager;
  organizationId: string;
  now?: Date;
}): Promise<TOrganizationDomain[]> {
  const rows = await em.find(
    OrganizationDomain,
    { organization: organizationId, ...isLiveAt(now) },
    { orderBy: { createdAt: 'asc' } },
  );
  return rows.map(toOrganizationDomain);
}

async function findDomain(
  em: EntityManager,
  organizationId: string,
  domainId: string,
  now: Date,
): Promise<TDomainRow> {
  const row = await em.findOne(OrganizationDomain, {
    id: domainId,
    organization: organizationId,
    ...isLiveAt(now),
  });
  if (row === null) throw DomainError.notFound('Domain not found');
  return row;
}

/**
 * Adds a domain, unverified, with its own token, as a claim that lapses after DOMAIN_CLAIM_TTL_MS (the
 * route checked settings.manage). Another firm's unverified claim of the same domain does not stand in
 * the way: whoever verifies first holds it.
 */
export async function addDomain({
  em,
  organizationId,
  actorId,
  client,
  domain,
  now = new Date(),
}: TDomainChange & { domain: string; now?: Date }): Promise<TOrganizationDomain> {
  // The firm's own lapsed claim of this domain makes way for the new one (a claim once per firm).
  await em.nativeDelete(OrganizationDomain, {
    organization: organizationId,
    domain,
    isVerified: false,
    expiresAt: { $lte: now },
  });
  const kept = await em.count(OrganizationDomain, { organization: organizationId, ...isLiveAt(now) });
  if (kept >= ORGANIZATION_DOMAINS_MAX) {
    throw new DomainError(
      ERROR_CODES.conflict,
      `A firm may keep at most ${ORGANIZATION_DOMAINS_MAX} domains`,
    );
  }
  // Do not loosen: a verified domain (this firm's or another's) is refused with the same 409 as the firm's
  // own claim, never naming its holder; an unverified claim blocks nobody, or typing a firm's domain first
  // would keep it from its owner.
  if ((await em.count(OrganizationDomain, { domain, isVerified: true })) > 0) throw domainTaken();
  const row = em.create(OrganizationDomain, {
    organization: organizationId,
    domain,
    verificationToken: newVerificationToken(),
    expiresAt: new Date(now.getTime() + DOMAIN_CLAIM_TTL_MS),
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
    if (error instanceof UniqueConstraintViolationException) throw domainTaken(error);
    throw error;
  }
  return toOrganizationDomain(row);
}

/**
 * Records one check's outcome on the row; answers whether it changed the domain's standing. A verified
 * domain holds no lapse date; one that loses its record becomes a claim again, with a fresh lapse date.
 */
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
    row.expiresAt = null;
  } else {
    if (wasVerified) row.expiresAt = new Date(now.getTime() + DOMAIN_CLAIM_TTL_MS);
    row.isVerified = false;
    row.verifiedAt = null;
    row.lastCheckFailure = outcome.failure;
  }
  return wasVerified !== row.isVerified;
}

/**
 * Checks the domain's TXT record now (settings.manage): verified, or failed with the reason. Only a
 * verified domain serves the firm's pages (findPublicOrganizationByHost). The record must carry this
 * claim's own token, so another firm's record never verifies it; a domain another firm verified first is
 * refused (409, without saying whose).
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
  const row = await findDomain(em, organizationId, domainId, now);
  if (!row.isVerified && (await em.count(OrganizationDomain, { domain: row.domain, isVerified: true })) > 0) {
    throw domainTaken();
  }
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
  try {
    await em.flush();
  } catch (error) {
    // Another firm verified the same domain at the same moment: the verified-domain index let it through first.
    if (error instanceof UniqueConstraintViolationException) throw domainTaken(error);
    throw error;
  }
  return toOrganizationDomain(row);
}

/** Removes a domain (settings.manage): from then on its host serves nothing of the firm's. */
export async function removeDomain({
  em,
  organizationId,
  actorId,
  client,
  domainId,
  now = new Date(),
}: TDomainChange & { domainId: string; now?: Date }): Promise<void> {
  const row = await findDomain(em, organizationId, domainId, now);
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

/**
 * Removes unverified claims lapsed before `now` (DOMAIN_CLAIM_TTL_MS), at most `limit` per run, each
 * audited without an actor. They served nothing and blocked nobody; removing them keeps a firm's list to
 * the claims it still pursues. Several instances may run it at once: each removal is conditional, and
 * only the instance that removed a claim records it.
 */
export async function removeExpiredDomainClaims({
  em,
  limit,
  now = new Date(),
}: {
  em: EntityManager;
  limit: number;
  now?: Date;
}): Promise<{ removed: number }> {
  const lapsed = { isVerified: false, expiresAt: { $lte: now } };
  const rows = await em.find(OrganizationDomain, lapsed, { orderBy: { expiresAt: 'asc' }, limit });
  let removed = 0;
  for (const row of rows) {
    if ((await em.nativeDelete(OrganizationDomain, { id: row.id, ...lapsed })) === 0) continue;
    removed += 1;
    await insertAuditEvent(em, {
      action: AUDIT_ACTIONS.domainRemoved,
      outcome: 'success',
      actor: null,
      client: { ip: null, userAgent: null },
      organizationId: row.organization.id,
      target: { type: 'organization_domain', id: row.id },
      details: { domain: row.domain, isExpired: true },
    });
  }
  return { removed };
}
