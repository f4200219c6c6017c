import type { TMemberRole, TPortalType, TProfileRole } from '@propdesk/shared/contracts';
import { DEFAULT_ORGANIZATION_SLUG } from '../../modules/organizations/organization.constants.ts';

export type TDemoAccount = {
  email: string;
  /** Public on purpose: these are documented demo logins, seeded only into an empty database. */
  password: string;
  firstName: string;
  lastName: string;
  role: TProfileRole;
  portalType: TPortalType | null;
  organizationSlug: string | null;
  /** The account's active membership in `organizationSlug`, if it has one. */
  memberRole: TMemberRole | null;
  country: string | null;
};

/**
 * Demo logins listed in the README. Constants, not configuration, so every checkout has the same ones;
 * the passwords pass the password policy (the seeder test proves it) and are never used outside demo
 * databases (seedDevelopmentData refuses a database that has data).
 */
export const DEMO_ACCOUNTS = {
  platformAdmin: {
    email: 'platform.admin@propdesk.test',
    password: 'Orbit-Lantern-Harbor-42',
    firstName: 'Platform',
    lastName: 'Admin',
    role: 'admin',
    portalType: null,
    organizationSlug: null,
    memberRole: null,
    country: null,
  },
  trader: {
    email: 'trader@propdesk.test',
    password: 'Copper-Meadow-Signal-77',
    firstName: 'Tess',
    lastName: 'Trader',
    role: 'client',
    portalType: 'client',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'user',
    country: 'IT',
  },
  organizationOwner: {
    email: 'owner@propdesk.test',
    password: 'Cobalt-Willow-Beacon-58',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'client',
    portalType: 'organization',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'owner',
    country: 'IT',
  },
} as const satisfies Record<string, TDemoAccount>;
