import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { KYC_STATUSES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';

/**
 * A trader's identity check (KYC): one per person, sent again after a rejection. Reviewed by the staff of
 * `organization` (the trader's firm when they sent it) and by platform admins. The documents are rows of
 * their own; their files live in the document storage, never in the database.
 */
export const IdentityVerification = defineEntity({
  name: 'IdentityVerification',
  tableName: 'identity_verifications',
  properties: {
    ...baseProperties(),
    user: () => p.oneToOne(User).owner().deleteRule('cascade').unique(),
    // Indexed explicitly: staff list the checks of their organization.
    organization: () => p.manyToOne(Organization).nullable().deleteRule('set null').index(),
    status: p.enum(KYC_STATUSES).default('not_started'),
    legalName: p.string().length(200).nullable(),
    // A calendar date as written (YYYY-MM-DD): no time zone may move a birthday.
    dateOfBirth: p.string().length(10).nullable(),
    country: p.string().length(2).nullable(),
    rejectionReason: p.text().nullable(),
    submittedAt: p.datetime().nullable(),
    reviewedAt: p.datetime().nullable(),
    reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export type TIdentityVerification = InferEntity<typeof IdentityVerification>;
