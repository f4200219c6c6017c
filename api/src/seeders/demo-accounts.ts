import type { TMemberRole, TPortalType, TProfileRole } from '@propdesk/shared/contracts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';

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
  /**
   * Base32 secret of the account's authenticator, seeded already on (public like the password: add it
   * to any authenticator app, or print the current code with `npm run demo:code`). Null: no authenticator.
   */
  totpSecret: string | null;
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
    // Admins must pass a second factor at every sign-in.
    totpSecret: 'T35E74NG7JFBDRWF6ZP7VKBTHPJA2YNI',
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
    totpSecret: null,
  },
  // A funded trader with an approved identity check, one payout paid and one waiting for review.
  fundedTrader: {
    email: 'fiona@propdesk.test',
    password: 'Saffron-Ledger-Meadow-64',
    firstName: 'Fiona',
    lastName: 'Funded',
    role: 'client',
    portalType: 'client',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'user',
    country: 'IT',
    totpSecret: null,
  },
  // A trader of the second firm, so the tenant's portal has accounts to show too.
  eliteTrader: {
    email: 'marco@propdesk.test',
    password: 'Harbor-Sable-Compass-19',
    firstName: 'Marco',
    lastName: 'Rossi',
    role: 'client',
    portalType: 'client',
    organizationSlug: 'vegafundedelite',
    memberRole: 'user',
    country: 'ES',
    totpSecret: null,
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
    // Whoever runs an organization passes a second factor at every sign-in, like the platform's staff.
    totpSecret: 'U2IIGVBHRESQE4TQ5VRJULGGIAA4C7EM',
  },
  // The default firm's staff below its owner (docs: Members): an admin and a manager, who pass a second
  // factor at every sign-in like the owner, and a second support agent.
  organizationAdmin: {
    email: 'admin@propdesk.test',
    password: 'Granite-Orchid-Lattice-83',
    firstName: 'Adriana',
    lastName: 'Admin',
    role: 'client',
    portalType: 'organization',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'admin',
    country: 'IT',
    totpSecret: '35326XVDSABKCXJC4ELJZT7ZTDBUWXKS',
  },
  organizationManager: {
    email: 'manager@propdesk.test',
    password: 'Velvet-Compass-Meridian-26',
    firstName: 'Matteo',
    lastName: 'Manager',
    role: 'client',
    portalType: 'organization',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'manager',
    country: 'IT',
    totpSecret: '6XBACN4ZFRF4BOW2PQY7UBU73LBGEMQC',
  },
  supportAgent: {
    email: 'agent@propdesk.test',
    password: 'Amber-Falcon-Relay-31',
    firstName: 'Sam',
    lastName: 'Support',
    role: 'agent',
    portalType: 'organization',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'agent',
    country: 'IT',
    totpSecret: null,
  },
  secondSupportAgent: {
    email: 'agent.two@propdesk.test',
    password: 'Juniper-Quarry-Beacon-47',
    firstName: 'Alex',
    lastName: 'Assist',
    role: 'agent',
    portalType: 'organization',
    organizationSlug: DEFAULT_ORGANIZATION_SLUG,
    memberRole: 'agent',
    country: 'ES',
    totpSecret: null,
  },
} as const satisfies Record<string, TDemoAccount>;
