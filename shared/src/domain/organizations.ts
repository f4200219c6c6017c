/** Membership constants, free of zod so front ends can import them at run time. */

/** Roles inside one organization (PRODUCT.md: owner, admin, manager, agent, user; seed default user). */
export const MEMBER_ROLES = ['owner', 'admin', 'manager', 'agent', 'user'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];
/** Members who run an organization and sign in at /organization/auth (PRODUCT.md, audiences). */
export const ORGANIZATION_STAFF_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'manager'];

export const MEMBER_STATUSES = ['active', 'invited', 'suspended'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];
