import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

/** A host name is at most 253 characters (RFC 1035). */
export const DOMAIN_MAX_LENGTH = 253;
/** 32 random bytes, base64url. */
export const DOMAIN_TOKEN_LENGTH = 43;

/**
 * A firm's claim on a custom host name. Only a verified domain resolves to its organization: an
 * unverified one is a claim anybody could type, so it blocks nobody (several firms may claim the same
 * domain) and lapses at `expiresAt` (domains/domains.service.ts).
 */
export const OrganizationDomain = defineEntity({
  name: 'OrganizationDomain',
  tableName: 'organization_domains',
  uniques: [
    // A firm claims a domain once.
    { properties: ['organization', 'domain'] },
    // Do not loosen: one verified holder per domain, whatever runs at once. Two firms verifying the same
    // domain in parallel both pass the service's check; this index makes the second write fail (409), so
    // a host never resolves to two firms.
    {
      name: 'organization_domains_verified_domain_unique',
      properties: ['domain'],
      where: { isVerified: true },
    },
  ],
  properties: {
    ...baseProperties(),
    // Indexed explicitly: PostgreSQL does not index foreign keys.
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    // Stored lowercased: host names are case-insensitive, and the unique indexes must see one spelling.
    domain: p.string().lowercase().trim().length(DOMAIN_MAX_LENGTH),
    isVerified: p.boolean().default(false),
    // The value of the TXT record that proves the firm controls the domain (domains/domain-check.ts).
    // Nullable only for the migration that added it, which then gave every older row one.
    verificationToken: p.string().length(DOMAIN_TOKEN_LENGTH).nullable(),
    verifiedAt: p.datetime().nullable(),
    lastCheckedAt: p.datetime().nullable(),
    /** Why the last check failed (DOMAIN_CHECK_FAILURES); null after a check that passed. A string, not an enum: see Organization.logoContentType. */
    lastCheckFailure: p.string().length(40).nullable(),
    /** When an unverified claim lapses (DOMAIN_CLAIM_TTL_MS after it was added or lost its record); null while verified. */
    expiresAt: p.datetime().nullable(),
  },
});

export type TOrganizationDomain = InferEntity<typeof OrganizationDomain>;
