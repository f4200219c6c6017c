import type { EntityManager } from '@mikro-orm/core';
import {
  CERTIFICATE_ERROR_CODES,
  certificateVerificationPath,
  type TCertificatePreferences,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { printableLogo } from '../branding/index.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { Profile } from '../tenancy/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { readOwnPrintableCertificate } from './certificate-rows.ts';

/**
 * One of the owner's certificates as a PDF, with its file name; another person's is NOT_FOUND. A revoked
 * one is refused (410 Gone): a fresh print would attest what the firm withdrew.
 */
export async function printOwnCertificate({
  em,
  storage,
  ownerId,
  certificateId,
  publicAppUrl,
}: {
  em: EntityManager;
  /** Where the firm's uploaded logo is kept. */
  storage: TDocumentStorage;
  ownerId: string;
  certificateId: string;
  publicAppUrl: string;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const certificate = await readOwnPrintableCertificate(em, { ownerId, certificateId });
  if (certificate === null) throw DomainError.notFound('Certificate not found');
  if (certificate.revokedAt !== null) {
    throw new DomainError(CERTIFICATE_ERROR_CODES.revoked, 'This certificate was revoked by your firm');
  }
  const pdf = await renderCertificatePdf(certificate, {
    publicAppUrl,
    verificationPath: certificateVerificationPath(certificate.code),
    logo: await printableLogo(storage, certificate.logo),
  });
  return { pdf, fileName: `certificate-${certificate.code}.pdf` };
}

/** Saves how the person's name is printed on their certificates (and shown on verification pages). */
export async function updateCertificatePreferences({
  em,
  userId,
  preferences,
}: {
  em: EntityManager;
  userId: string;
  preferences: TCertificatePreferences;
}): Promise<TCertificatePreferences> {
  const updated = await em.nativeUpdate(
    Profile,
    { user: userId },
    { certificateNameStyle: preferences.nameStyle },
  );
  if (updated === 0) throw DomainError.notFound('Profile not found');
  return preferences;
}
