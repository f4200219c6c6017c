import { z } from 'zod';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_KINDS,
  CERTIFICATE_NAME_STYLES,
  CERTIFICATE_REVOCATION_REASON_LENGTH,
  normalizeCertificateCode,
} from '../domain/certificates.ts';

export * from '../domain/certificates.ts';

/** One of the trader's certificates, as their certificates page lists it. */
export const ZCertificate = z.object({
  id: z.uuid(),
  kind: z.enum(CERTIFICATE_KINDS),
  /** The code printed on the certificate, without dashes. */
  code: z.string(),
  accountId: z.uuid().nullable(),
  login: z.string(),
  accountSizeMinor: z.number().int(),
  /** The paid amount, for payout certificates; null otherwise. */
  amountMinor: z.number().int().nullable(),
  currency: z.string().length(3),
  organizationName: z.string(),
  issuedAt: z.number().int(),
  revokedAt: z.number().int().nullable(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZCertificatePageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TCertificatePageQuery = z.input<typeof ZCertificatePageQuery>;

export const ZCertificatePage = z.object({
  certificates: z.array(ZCertificate),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How the trader's name is printed on every certificate (their saved choice). */
  nameStyle: z.enum(CERTIFICATE_NAME_STYLES),
  /** The name as printed with that choice. */
  holderName: z.string(),
});
export type TCertificatePage = z.infer<typeof ZCertificatePage>;

export const ZCertificateIdParams = z.object({ certificateId: z.uuid('Must be a certificate id') });

/** A certificate of an organization, as its staff name it. */
export const ZOrganizationCertificateParams = z.object({
  organizationId: z.uuid(),
  certificateId: z.uuid('Must be a certificate id'),
});

/** Why the firm revokes a certificate; the trader is told this reason. */
export const ZRevokeCertificate = z.object({
  reason: z
    .string()
    .trim()
    .min(
      CERTIFICATE_REVOCATION_REASON_LENGTH.min,
      `Give the trader a reason of at least ${CERTIFICATE_REVOCATION_REASON_LENGTH.min} characters`,
    )
    .max(CERTIFICATE_REVOCATION_REASON_LENGTH.max),
});
export type TRevokeCertificate = z.infer<typeof ZRevokeCertificate>;

/** A revocation as recorded: when, and the reason given. */
export const ZCertificateRevocation = z.object({
  certificateId: z.uuid(),
  revokedAt: z.number().int(),
  reason: z.string(),
});
export type TCertificateRevocation = z.infer<typeof ZCertificateRevocation>;

export const ZCertificatePreferences = z.object({ nameStyle: z.enum(CERTIFICATE_NAME_STYLES) });
export type TCertificatePreferences = z.infer<typeof ZCertificatePreferences>;

const CODE_PATTERN = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

/** A code as typed (any case, with or without dashes); anything that cannot be a code is a 400. */
export const ZCertificateCodeParams = z.object({
  code: z
    .string()
    .max(40)
    .transform(normalizeCertificateCode)
    .pipe(z.string().regex(CODE_PATTERN, 'Must be a certificate code')),
});

/**
 * What the public verification answers: the facts of a genuine certificate, or only that it was revoked,
 * or that no certificate has this code (the same answer whatever the reason, so nothing can be learned).
 */
export const ZCertificateVerification = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    certificate: z.object({
      kind: z.enum(CERTIFICATE_KINDS),
      holderName: z.string(),
      organizationName: z.string(),
      accountSizeMinor: z.number().int(),
      amountMinor: z.number().int().nullable(),
      currency: z.string().length(3),
      issuedAt: z.number().int(),
    }),
  }),
  z.object({ status: z.literal('revoked'), revokedAt: z.number().int() }),
  z.object({ status: z.literal('unknown') }),
]);
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
