import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  isOfAge,
  KYC_DOCUMENT_KINDS,
  KYC_ERROR_CODES,
  type TKycDocument,
  type TKycDocumentKind,
  type TKycSubmission,
  type TOwnKyc,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TImageWork } from '../../infra/image-work.ts';
import { publishNotification } from '../notifications/index.ts';
import { findTraderFirmId } from '../plans/index.ts';
import { Profile } from '../tenancy/index.ts';
import { inspectDocument } from './document-content.ts';
import { newDocumentKey, type TDocumentStorage } from '../../infra/document-storage.ts';
import { IdentityDocument } from './identity-document.entity.ts';
import { IdentityVerification, type TIdentityVerification } from './identity-verification.entity.ts';
import { NOT_STARTED, toKycDocument, toOwnKyc } from './kyc-records.ts';

/** A trader may change their check only before sending it or after a rejection. */
const EDITABLE = ['not_started', 'rejected'] as const;

function notEditable(): DomainError {
  return new DomainError(
    KYC_ERROR_CODES.notEditable,
    'Your identity check is being reviewed or already approved: it cannot be changed now',
  );
}

/** The caller's own check with its documents; `not_started` and empty when they never began one. */
export async function readOwnKyc({ em, userId }: { em: EntityManager; userId: string }): Promise<TOwnKyc> {
  const verification = await em.findOne(IdentityVerification, { user: userId });
  if (verification === null) return NOT_STARTED;
  const documents = await em.find(
    IdentityDocument,
    { verification: verification.id },
    { orderBy: { kind: 'asc' } },
  );
  return toOwnKyc(verification, documents);
}

/** The caller's check, refused when it cannot change now; null when they never began one. */
async function ownEditableVerification(
  em: EntityManager,
  userId: string,
): Promise<TIdentityVerification | null> {
  const existing = await em.findOne(IdentityVerification, { user: userId });
  if (existing !== null && !(EDITABLE as readonly string[]).includes(existing.status)) throw notEditable();
  return existing;
}

async function ownVerificationForChange(em: EntityManager, userId: string): Promise<TIdentityVerification> {
  const existing = await ownEditableVerification(em, userId);
  if (existing !== null) return existing;
  // Reviewed by the firm the trader belongs to when they start (the default firm for a trader of none).
  return em.create(IdentityVerification, {
    user: userId,
    organization: await findTraderFirmId(em, userId),
    status: 'not_started',
  });
}

type TDocumentUpload = {
  em: EntityManager;
  storage: TDocumentStorage;
  imageWork: TImageWork;
  userId: string;
  kind: TKycDocumentKind;
  bytes: Buffer;
};

/**
 * Stores one document of the caller's check, replacing the one of the same kind. A check that cannot
 * change is refused before the file is even looked at. The file is checked
 * and cleaned before anything is written, so a refused file leaves the check exactly as it was; the
 * replaced file is removed only once the new row is committed, and the new file when the commit fails.
 * A trader picks the three files one after the other without waiting: the first uploads race to start
 * the check (one row per trader) or to add the same kind, and the losers store theirs again on the row
 * the winner committed.
 */
export async function uploadOwnDocument(upload: TDocumentUpload): Promise<TKycDocument> {
  await ownEditableVerification(upload.em, upload.userId);
  const inspected = await inspectDocument(upload.kind, upload.bytes, {
    imageWork: upload.imageWork,
    personId: upload.userId,
  });
  try {
    return await storeDocument(upload, inspected);
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    upload.em.clear();
    return storeDocument(upload, inspected);
  }
}

async function storeDocument(
  { em, storage, userId, kind }: TDocumentUpload,
  inspected: Awaited<ReturnType<typeof inspectDocument>>,
): Promise<TKycDocument> {
  const verification = await ownVerificationForChange(em, userId);
  const key = newDocumentKey(verification.id);
  await storage.put(key, inspected.bytes, inspected.contentType);
  const document =
    (await em.findOne(IdentityDocument, { verification: verification.id, kind })) ??
    em.create(IdentityDocument, {
      verification,
      kind,
      contentType: inspected.contentType,
      sizeBytes: 0,
      storageKey: key,
    });
  const replacedKey = document.storageKey === key ? null : document.storageKey;
  em.assign(document, {
    contentType: inspected.contentType,
    sizeBytes: inspected.bytes.length,
    storageKey: key,
    updatedAt: new Date(),
  });
  try {
    await em.flush();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (replacedKey !== null) await storage.delete(replacedKey);
  return toKycDocument(document);
}

function traderNameOf(profile: { firstName: string; lastName: string; email: string } | null): string {
  if (profile === null) return '';
  return `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
}

/**
 * Sends the caller's check for review: their legal name, date of birth and country with every document
 * kind uploaded. Do not loosen: under KYC_MINIMUM_AGE on `today` (the server's calendar date in UTC) is
 * refused, whatever the browser checked; restricted countries are refused by the request schema.
 */
export async function submitOwnKyc({
  em,
  userId,
  submission,
  now = new Date(),
}: {
  em: EntityManager;
  userId: string;
  submission: TKycSubmission;
  now?: Date;
}): Promise<TOwnKyc> {
  if (!isOfAge(submission.dateOfBirth, now.toISOString().slice(0, 10))) {
    const message = 'You must be 18 or older to be verified';
    throw new DomainError(KYC_ERROR_CODES.underage, message, {
      details: {
        issues: [{ location: 'body', path: '/dateOfBirth', code: KYC_ERROR_CODES.underage, message }],
      },
    });
  }
  const verification = await em.findOne(IdentityVerification, { user: userId });
  if (verification !== null && !(EDITABLE as readonly string[]).includes(verification.status)) {
    throw notEditable();
  }
  const documents =
    verification === null ? [] : await em.find(IdentityDocument, { verification: verification.id });
  const missing = KYC_DOCUMENT_KINDS.filter((kind) => !documents.some((document) => document.kind === kind));
  if (verification === null || missing.length > 0) {
    throw new DomainError(KYC_ERROR_CODES.documentsMissing, 'Upload every document before sending', {
      details: { missing },
    });
  }
  em.assign(verification, {
    ...submission,
    status: 'submitted',
    submittedAt: now,
    rejectionReason: null,
    reviewedAt: null,
    reviewedBy: null,
  });
  const profile = await em.findOne(
    Profile,
    { user: userId },
    { fields: ['firstName', 'lastName', 'email', 'organization'] },
  );
  // A trader linked to their firm after starting the check is reviewed by that firm.
  if (profile?.organization != null) verification.organization = profile.organization;
  const organizationId = verification.organization?.id ?? null;
  if (organizationId !== null) {
    publishNotification(em, 'kyc_submitted', {
      verificationId: verification.id,
      organizationId,
      userId,
      traderName: traderNameOf(profile),
    });
  }
  await em.flush();
  return toOwnKyc(verification, documents);
}
