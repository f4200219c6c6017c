import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  KYC_DOCUMENT_LINK_TTL_MS,
  KYC_ERROR_CODES,
  type TKycDecision,
  type TKycDetail,
  type TKycDocumentLink,
  type TKycListQuery,
  type TKycPage,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { readSessionAccess } from '../auth/index.ts';
import { requireStaffPermission } from '../organizations/index.ts';
import { DocumentLinkUse } from './document-link-use.entity.ts';
import { publishNotification } from '../notifications/index.ts';
import { signDocumentLink, verifyDocumentLink } from './document-link.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { IdentityDocument, type TIdentityDocument } from './identity-document.entity.ts';
import { IdentityVerification } from './identity-verification.entity.ts';
import { readKycDetail, readKycPage } from './kyc-records.ts';

/** The organization whose checks are read; the route's staff access rule checked kyc.review there. */
type TStaffScope = { em: EntityManager; organizationId: string };
type TStaffAction = TStaffScope & { actor: TActor };

const notFound = () => DomainError.notFound('Identity check not found');

/** A page of the organization's checks: one statement (two past the end). */
export async function listOrganizationKyc({
  em,
  organizationId,
  query,
}: TStaffScope & {
  query: { status?: TKycListQuery['status']; page: number; pageSize: number };
}): Promise<TKycPage> {
  return readKycPage(em, { organizationId, ...query });
}

export async function readOrganizationKyc({
  em,
  organizationId,
  verificationId,
}: TStaffScope & { verificationId: string }): Promise<TKycDetail> {
  const detail = await readKycDetail(em, { organizationId, verificationId });
  if (detail === null) throw notFound();
  return detail;
}

/**
 * A link to one document, valid for KYC_DOCUMENT_LINK_TTL_MS. Do not loosen: the document is looked up
 * through a sent check of the organization the permission was checked in, so another firm's document is
 * a 404 and a link is only ever signed for a document the viewer may read.
 */
export async function issueDocumentLink({
  em,
  actor,
  organizationId,
  verificationId,
  documentId,
  secret,
  linkBase,
  now = new Date(),
}: TStaffAction & {
  verificationId: string;
  documentId: string;
  secret: string;
  /** The api path the token is added to (as `?token=`). */
  linkBase: string;
  now?: Date;
}): Promise<TKycDocumentLink> {
  const document = await em.findOne(
    IdentityDocument,
    {
      id: documentId,
      verification: { id: verificationId, organization: organizationId, status: { $ne: 'not_started' } },
    },
    { fields: ['id'] },
  );
  if (document === null) throw DomainError.notFound('Document not found');
  const token = signDocumentLink(
    secret,
    { linkId: randomUUID(), documentId, organizationId, viewerId: actor.userId, sessionId: actor.sessionId },
    now.getTime(),
  );
  return {
    url: `${linkBase}?token=${token}`,
    expiresAt: new Date(now.getTime() + KYC_DOCUMENT_LINK_TTL_MS).toISOString(),
  };
}

const linkRefused = (cause?: unknown) =>
  new DomainError(ERROR_CODES.notFound, 'This link is invalid, was already opened or has expired', { cause });

/**
 * Whether the link's viewer may still read the organization's identity checks: their session live (not
 * signed out, revoked, expired or disabled) and their access as a staff request would find it now.
 */
async function assertViewerStillAllowed(
  em: EntityManager,
  claims: { viewerId: string; sessionId: string; organizationId: string },
  now: Date,
): Promise<void> {
  const access = await readSessionAccess({ em, sessionId: claims.sessionId, userId: claims.viewerId, now });
  if (access === null) throw linkRefused();
  try {
    await requireStaffPermission({
      em,
      actor: { ...access, sessionId: claims.sessionId },
      organizationId: claims.organizationId,
      permission: 'kyc.review',
    });
  } catch (error) {
    throw linkRefused(error);
  }
}

/**
 * The bytes behind a signed link, with an audit event of who read which document, when and from where.
 * Do not loosen: a link opens once, and only while the session it was made for is live and its viewer
 * still reviews the organization's checks, so a copied, logged or forwarded link, or one made by staff
 * who have since lost their role, opens nothing. Every refusal (bad signature, expired, used, viewer's
 * session or access gone, document gone or moved to another firm) is the same 404.
 */
export async function openDocumentByLink({
  em,
  storage,
  secret,
  token,
  client,
  now = new Date(),
}: {
  em: EntityManager;
  storage: TDocumentStorage;
  secret: string;
  token: string;
  client: TClientInfo;
  now?: Date;
}): Promise<{ document: TIdentityDocument; bytes: Buffer }> {
  const claims = verifyDocumentLink(secret, token, now.getTime());
  if (claims === null) throw linkRefused();
  await assertViewerStillAllowed(em, claims, now);
  const document = await em.findOne(IdentityDocument, {
    id: claims.documentId,
    verification: { organization: claims.organizationId },
  });
  if (document === null) throw linkRefused();
  // The use and its audit event commit together before a byte is read: of two openings, one reads.
  em.create(DocumentLinkUse, { id: claims.linkId });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.kycDocumentViewed,
    outcome: 'success',
    actor: claims.viewerId,
    client,
    organizationId: claims.organizationId,
    target: { type: 'kyc_document', id: document.id },
    details: { kind: document.kind, verificationId: document.verification.id },
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw linkRefused(error);
    throw error;
  }
  const bytes = await storage.get(document.storageKey);
  if (bytes === null) throw DomainError.notFound('This document is no longer stored');
  return { document, bytes };
}

/**
 * Approves or rejects a sent check. Do not loosen: the decision is one conditional UPDATE (`status =
 * 'submitted'` in its WHERE) in the transaction that writes its event and audit row, so of two reviewers
 * deciding at once exactly one wins and the other is told it was already decided; a check of another
 * organization matches nothing and is a 404. The route's staff rule asks for a second-factor sign-in: a
 * decision opens payouts.
 */
export async function decideOrganizationKyc({
  em,
  actor,
  organizationId,
  verificationId,
  decision,
  client,
  now = new Date(),
}: TStaffAction & {
  verificationId: string;
  decision: TKycDecision;
  client: TClientInfo;
  now?: Date;
}): Promise<TKycDetail> {
  const reason = decision.decision === 'rejected' ? decision.reason : null;
  await em.transactional(async (tx) => {
    const changed = await tx.nativeUpdate(
      IdentityVerification,
      { id: verificationId, organization: organizationId, status: 'submitted' },
      { status: decision.decision, rejectionReason: reason, reviewedAt: now, reviewedBy: actor.userId },
    );
    if (changed === 0) {
      const exists = await tx.count(IdentityVerification, {
        id: verificationId,
        organization: organizationId,
        status: { $ne: 'not_started' },
      });
      if (exists === 0) throw notFound();
      throw new DomainError(KYC_ERROR_CODES.alreadyDecided, 'This identity check has already been decided');
    }
    const verification = await tx.findOneOrFail(
      IdentityVerification,
      { id: verificationId },
      { fields: ['user'] },
    );
    const payload = { verificationId, organizationId, userId: verification.user.id };
    if (reason === null) publishNotification(tx, 'kyc_approved', payload);
    else publishNotification(tx, 'kyc_rejected', { ...payload, reason });
    recordAuditEvent(tx, {
      action: AUDIT_ACTIONS.kycDecided,
      outcome: 'success',
      actor: actor.userId,
      client,
      organizationId,
      target: { type: 'kyc_verification', id: verificationId },
      details: { decision: decision.decision },
    });
  });
  const detail = await readKycDetail(em, { organizationId, verificationId });
  if (detail === null) throw notFound();
  return detail;
}
