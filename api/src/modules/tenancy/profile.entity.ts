import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  CERTIFICATE_NAME_STYLES,
  PORTAL_TYPES,
  PROFILE_ROLES,
  SUPPORTED_LANGUAGES,
  type TMailPreferenceCategory,
} from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { EMAIL_MAX_LENGTH, User } from './user.entity.ts';
import { ORGANIZATION_LIMITS } from './organization.constants.ts';
import { Organization } from './organization.entity.ts';

/** Who a user is on the platform: role, tenant and personal details; exactly one per user. */
export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    ...baseProperties(),
    user: () => p.oneToOne(User).owner().deleteRule('cascade'),
    // Do not loosen: a role is only ever set by the server; sign-up always creates 'client'.
    role: p.enum(PROFILE_ROLES).default('client'),
    // Indexed explicitly: PostgreSQL does not index foreign keys, and most queries are scoped by tenant.
    organization: () => p.manyToOne(Organization).nullable().deleteRule('set null').index(),
    // The tenant a client signed up under (/client/{slug}); linked to `organization` after sign-in.
    clientOrganizationSlug: p.string().length(ORGANIZATION_LIMITS.slugLength).nullable(),
    portalType: p.enum(PORTAL_TYPES).nullable(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().lowercase().trim().length(EMAIL_MAX_LENGTH),
    // ISO 3166-1 alpha-2; null for staff who never chose one.
    country: p.string().length(2).nullable(),
    phone: p.string().length(32).nullable(),
    // The language mails are written in; null (older or seeded accounts) means the default language.
    language: p.enum(SUPPORTED_LANGUAGES).nullable(),
    // Mail on or off per notification category; null until the person first changes one (all on).
    mailPreferences: p.json<Partial<Record<TMailPreferenceCategory, boolean>>>().nullable(),
    // How the person's name is printed on their certificates and their public verification page.
    certificateNameStyle: p.enum(CERTIFICATE_NAME_STYLES).default('full'),
  },
});

export type TProfile = InferEntity<typeof Profile>;
