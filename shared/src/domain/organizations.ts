/** Membership constants, free of zod so front ends can import them at run time. */

/** Roles inside one organization; a new member is a `user` unless given another role. */
export const MEMBER_ROLES = ['owner', 'admin', 'manager', 'agent', 'user'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];
/** Members who run an organization and sign in at /organization/auth. */
export const ORGANIZATION_STAFF_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'manager'];

export const MEMBER_STATUSES = ['active', 'invited', 'suspended'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];
