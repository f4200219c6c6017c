import { z } from 'zod';
import {
  DOMAIN_CHECK_FAILURES,
  DOMAIN_NAME_PATTERN,
  DOMAIN_STATUSES,
  normalizeDomainName,
} from '../domain/white-label.ts';

export const ZOrganizationDomainsParams = z.object({ organizationId: z.uuid() });
export const ZOrganizationDomainParams = z.object({ organizationId: z.uuid(), domainId: z.uuid() });

/** A host name a firm may claim (DOMAIN_NAME_PATTERN), stored normalized. */
export const ZDomainName = z
  .string()
  .transform(normalizeDomainName)
  .pipe(z.string().regex(DOMAIN_NAME_PATTERN, 'A domain such as portal.yourfirm.com'));

export const ZAddDomainInput = z.object({ domain: ZDomainName });
export type TAddDomainInput = z.infer<typeof ZAddDomainInput>;

/** One of the firm's domains, with the DNS record that proves the firm controls it. */
export const ZOrganizationDomain = z.object({
  id: z.string(),
  domain: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  /** The TXT record to create at the firm's DNS provider. */
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  verifiedAt: z.iso.datetime().nullable(),
  lastCheckedAt: z.iso.datetime().nullable(),
  lastCheckFailure: z.enum(DOMAIN_CHECK_FAILURES).nullable(),
  /** When this unverified claim lapses unless verified before (DOMAIN_CLAIM_TTL_MS); null once verified. */
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TOrganizationDomain = z.infer<typeof ZOrganizationDomain>;

export const ZOrganizationDomainList = z.object({ domains: z.array(ZOrganizationDomain) });
export type TOrganizationDomainList = z.infer<typeof ZOrganizationDomainList>;

/**
 * Where the firm's platform bridges send trading data, and the state of the secret they sign it with
 * (never the secret itself: it is shown once, when issued).
 */
export const ZIngestionKeyStatus = z.object({
  exists: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  rotatedAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  endpoint: z.url(),
  signatureHeader: z.string(),
  signatureScheme: z.string(),
});
export type TIngestionKeyStatus = z.infer<typeof ZIngestionKeyStatus>;

/** The answer of issuing or rotating the ingestion secret: the secret, this once. */
export const ZIngestionKeyIssued = z.object({
  secret: z.string(),
  signatureHeader: z.string(),
  signatureScheme: z.string(),
});
export type TIngestionKeyIssued = z.infer<typeof ZIngestionKeyIssued>;
