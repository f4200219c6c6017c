import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { STAFF_MEMBER_ROLES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { TOKEN_HASH_LENGTH } from '../auth/index.ts';
import { EMAIL_MAX_LENGTH, Organization, User } from '../tenancy/index.ts';

/**
 * An invitation to run an organization with a staff role, sent by mail to one address (docs: Members ›
 * Invitations). Do not loosen: only the SHA-256 of the link's token is stored, so the table alone never
 * yields a usable link; a resend replaces the hash, which kills the older link; acceptance sets
 * `acceptedAt` with a conditional update, so a link works once.
 */
export const OrganizationInvitation = defineEntity({
  name: 'OrganizationInvitation',
  tableName: 'organization_invitations',
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade'),
    // Compared with the signed-in person's address at acceptance, both normalized the same way.
    email: p.string().lowercase().trim().length(EMAIL_MAX_LENGTH),
    role: p.enum(STAFF_MEMBER_ROLES),
    tokenHash: p.string().length(TOKEN_HASH_LENGTH).unique(),
    // When the current link was sent; it dies at `expiresAt` (INVITATION_TTL_MS later).
    sentAt: p.datetime(),
    expiresAt: p.datetime(),
    // Kept when the inviter's account goes: the invitation stays valid, only its author is unknown.
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    acceptedAt: p.datetime().nullable(),
    acceptedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    revokedAt: p.datetime().nullable(),
  },
  // The organization's open invitations are listed newest first and looked up by address.
  indexes: [{ properties: ['organization', 'createdAt'] }, { properties: ['organization', 'email'] }],
});

export type TOrganizationInvitation = InferEntity<typeof OrganizationInvitation>;
