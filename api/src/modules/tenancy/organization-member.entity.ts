import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MEMBER_ROLES, MEMBER_STATUSES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from './user.entity.ts';
import { Organization } from './organization.entity.ts';

/**
 * A person's place in one organization. Tenant-scoped access
 * (organization details, the organization portal) is decided by an ACTIVE membership and its role.
 */
export const OrganizationMember = defineEntity({
  name: 'OrganizationMember',
  tableName: 'organization_members',
  properties: {
    ...baseProperties(),
    // Indexed explicitly: PostgreSQL does not index foreign keys; members are listed per organization.
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    // Indexed explicitly: "my organizations" reads memberships per user.
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    role: p.enum(MEMBER_ROLES).default('user'),
    status: p.enum(MEMBER_STATUSES).default('active'),
  },
  // One membership per person and organization: linking and invitations rely on it to stay idempotent.
  uniques: [{ properties: ['organization', 'user'] }],
});

export type TOrganizationMember = InferEntity<typeof OrganizationMember>;
