import { randomUUID } from 'node:crypto';
import { beforeAll } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import type { TKycStatus, TMemberRole, TPhaseKind, TProfileRole } from '@propdesk/shared/contracts';
import type { TDatabaseDriver } from '../db/config.ts';
import { bearer, createTestAccount, signInAs } from './auth-fixtures.ts';
import { createSellingOrganization, openPlatformAccount } from './trading-fixtures.ts';
import { useTestApp } from './use-test-app.ts';
import { User, type TUser } from '../modules/tenancy/user.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TPlan } from '../modules/plans/plan.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';

/** Who signs in: the firm's staff, one of its clients, another firm's owner and a platform admin. */
const PEOPLE = {
  owner: { role: 'owner', profileRole: 'client' },
  manager: { role: 'manager', profileRole: 'client' },
  agent: { role: 'agent', profileRole: 'agent' },
  trader: { role: 'user', profileRole: 'client' },
  otherOwner: { role: 'owner', profileRole: 'client', isOtherFirm: true },
  admin: { role: null, profileRole: 'admin' },
} as const satisfies Record<
  string,
  { role: TMemberRole | null; profileRole: TProfileRole; isOtherFirm?: boolean }
>;
export type TClientPerson = keyof typeof PEOPLE;

export type TSeededClient = {
  firstName: string;
  lastName: string;
  country: string;
  joinedAt: string;
  kyc: TKycStatus;
  /** The phase of the one account they hold at the firm, if any. */
  account?: TPhaseKind;
  isBlocked?: boolean;
  isVerified?: boolean;
  /** Their profile's firm: this one (default), none (a trader of the default firm) or the other one. */
  firm?: 'this' | 'none' | 'other';
};

/**
 * The clients every clients test reads, besides the signed-in trader. Names, countries and states differ
 * so each filter picks a known set; Zoë's name starts with a formula and holds a comma and quotes.
 */
export const SEEDED_CLIENTS = {
  ada: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
    joinedAt: '2025-01-10T09:00:00Z',
    kyc: 'approved',
    account: 'funded',
  },
  bruno: {
    firstName: 'Bruno',
    lastName: 'Díaz',
    country: 'ES',
    joinedAt: '2025-03-01T09:00:00Z',
    kyc: 'submitted',
    account: 'challenge',
  },
  chiara: {
    firstName: 'Chiara',
    lastName: 'Rossi',
    country: 'IT',
    joinedAt: '2025-05-05T09:00:00Z',
    kyc: 'rejected',
    isBlocked: true,
  },
  zoe: {
    firstName: '=SUM(1,2)',
    lastName: 'Zoë "Z"',
    country: 'FR',
    joinedAt: '2025-06-01T09:00:00Z',
    kyc: 'not_started',
    isVerified: false,
  },
  walker: {
    firstName: 'Wendy',
    lastName: 'Walker',
    country: 'DE',
    joinedAt: '2025-02-01T09:00:00Z',
    kyc: 'not_started',
    firm: 'none',
  },
  stranger: {
    firstName: 'Olga',
    lastName: 'Other',
    country: 'PL',
    joinedAt: '2025-02-02T09:00:00Z',
    kyc: 'approved',
    firm: 'other',
  },
} as const satisfies Record<string, TSeededClient>;
export type TSeededName = keyof typeof SEEDED_CLIENTS;

/**
 * The firm is the platform's default firm (slug `default`), so its clients include a trader of no firm;
 * another firm has a client of its own. Staff profiles belong to the firm too and must never be listed.
 */
export function useClientFirm(driver: TDatabaseDriver, purpose: string) {
  const handle = useTestApp(driver, purpose);
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TClientPerson, string>;
  const users = {} as Record<TClientPerson, TUser>;
  const clients = {} as Record<TSeededName, TUser>;
  const state = { firm: null as TOrganization | null, other: null as TOrganization | null };
  const slug = purpose.replaceAll('_', '-');

  async function seedClient(
    manager: EntityManager,
    key: TSeededName,
    client: TSeededClient,
    plan: TPlan,
  ): Promise<TUser> {
    const organization = client.firm === 'none' ? null : client.firm === 'other' ? state.other : state.firm;
    const joinedAt = new Date(client.joinedAt);
    const user = manager.create(User, {
      email: `${key}@${slug}.example.com`,
      passwordHash: null,
      emailVerifiedAt: client.isVerified === false ? null : joinedAt,
      disabledAt: client.isBlocked === true ? joinedAt : null,
    });
    manager.create(Profile, {
      user,
      firstName: client.firstName,
      lastName: client.lastName,
      email: user.email,
      country: client.country,
      organization,
    });
    if (organization !== null) {
      manager.create(OrganizationMember, { organization, user, role: 'user', status: 'active' });
    }
    if (client.kyc !== 'not_started') {
      manager.create(IdentityVerification, {
        user,
        organization: organization ?? state.firm,
        status: client.kyc,
        submittedAt: joinedAt,
        reviewedAt: client.kyc === 'submitted' ? null : joinedAt,
        rejectionReason: client.kyc === 'rejected' ? 'The photo is blurred.' : null,
      });
    }
    await manager.flush();
    // Joined when the profile was made: set after the insert, which stamps its own creation time.
    await manager.nativeUpdate(Profile, { user: user.id }, { createdAt: joinedAt });
    if (client.account !== undefined && organization !== null) {
      const account = await openPlatformAccount(manager, {
        organization,
        trader: user,
        plan,
        platform: 'mt5',
        startedAt: joinedAt.getTime(),
      });
      await manager.nativeUpdate(TradingAccount, { id: account.id }, { phaseKind: client.account });
    }
    return user;
  }

  beforeAll(async () => {
    const manager = em();
    const selling = await createSellingOrganization(manager, DEFAULT_ORGANIZATION_SLUG);
    state.firm = selling.organization;
    state.other = (await createSellingOrganization(manager, `${slug}-other`)).organization;
    for (const key of Object.keys(PEOPLE) as TClientPerson[]) {
      const person: { role: TMemberRole | null; profileRole: TProfileRole; isOtherFirm?: boolean } =
        PEOPLE[key];
      const organization = person.isOtherFirm === true ? state.other : state.firm;
      const email = `${key.toLowerCase()}@${slug}.example.com`;
      users[key] = await createTestAccount(manager, {
        email,
        role: person.profileRole,
        // Platform staff and agents sign in through their own portals, which refuse a client's portal type.
        portalType: person.profileRole === 'client' ? 'client' : null,
        organization: person.role === null ? null : organization,
        firstName: key,
        lastName: 'Tester',
      });
      if (person.role !== null) {
        manager.create(OrganizationMember, {
          organization,
          user: users[key],
          role: person.role,
          status: 'active',
        });
      }
      await manager.flush();
      const portal =
        person.profileRole === 'admin'
          ? 'admin'
          : person.role === 'agent'
            ? 'support-agent'
            : person.role === 'user'
              ? 'client'
              : 'organization';
      tokens[key] = (await signInAs(handle.app(), { email, portal })).accessToken;
    }
    for (const [key, client] of Object.entries(SEEDED_CLIENTS) as [TSeededName, TSeededClient][]) {
      clients[key] = await seedClient(manager, key, client, selling.plans.two_step);
    }
  });

  const firm = (): TOrganization => {
    if (state.firm === null) throw new Error('the firm exists only inside tests');
    return state.firm;
  };

  const inject = (
    who: TClientPerson,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    handle.app().inject({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[who]),
      ...(payload === undefined ? {} : { payload }),
    });

  return {
    handle,
    em,
    users,
    clients,
    tokens,
    firm,
    other: () => {
      if (state.other === null) throw new Error('the other firm exists only inside tests');
      return state.other;
    },
    /** A path under the firm's clients. */
    inFirm: (path = '') => `/organizations/${firm().id}/clients${path}`,
    inject,
    dispatch: () => handle.app().events.dispatchPending(),
    randomId: () => randomUUID(),
  };
}
