import { beforeAll } from '@jest/globals';
import type { TMemberRole, TProfileRole, TProgram, TTradingPlatform } from '@propdesk/shared/contracts';
import type { TDatabaseDriver } from '../db/config.ts';
import type { TEngineEvent } from '../engine/index.ts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from './auth-fixtures.ts';
import { createSellingOrganization, openPlatformAccount } from './trading-fixtures.ts';
import { useTestApp } from './use-test-app.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TPlan } from '../modules/plans/plan.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { Breach } from '../modules/trading-accounts/breach.entity.ts';

/** Monday 2 June 2025, 08:00 UTC: accounts open here (10:00 in Prague, where the default day resets). */
export const OPENED_AT = Date.parse('2025-06-02T08:00:00Z');
export const HOUR_MS = 3_600_000;

/**
 * Who signs in: two traders of the firm (members with the role `user`), its staff, another firm's owner
 * and a platform admin. Staff pass a second factor as they must.
 */
const PEOPLE = {
  trader: { firstName: 'Tess', lastName: 'Tester', memberRole: 'user' },
  neighbour: { firstName: 'Nina', lastName: 'Neighbour', memberRole: 'user' },
  owner: { firstName: 'Olivia', lastName: 'Owner', memberRole: 'owner' },
  manager: { firstName: 'Mario', lastName: 'Manager', memberRole: 'manager' },
  agent: { firstName: 'Sam', lastName: 'Support', memberRole: 'agent', role: 'agent' },
  otherOwner: { firstName: 'Oscar', lastName: 'Other', memberRole: 'owner', isOtherFirm: true },
  platformAdmin: { firstName: 'Platform', lastName: 'Admin', memberRole: null, role: 'admin' },
} as const satisfies Record<
  string,
  {
    firstName: string;
    lastName: string;
    memberRole: TMemberRole | null;
    role?: TProfileRole;
    isOtherFirm?: boolean;
  }
>;
export type TDisputePerson = keyof typeof PEOPLE;

/**
 * A firm selling the default programs, another firm, their people signed in, a manual clock and helpers
 * that open accounts on a platform, breach them through the engine and dispute the breach as the trader
 * does. Registers its beforeAll in the enclosing describe.
 */
export function useDisputeFirm(driver: TDatabaseDriver, purpose: string) {
  const clock = { current: OPENED_AT + 2 * HOUR_MS, now: () => clock.current };
  const handle = useTestApp(driver, purpose, { clock });
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TDisputePerson, string>;
  const users = {} as Record<TDisputePerson, TUser>;
  const state = {
    firm: null as TOrganization | null,
    other: null as TOrganization | null,
    plans: null as Record<TProgram, TPlan> | null,
    otherPlans: null as Record<TProgram, TPlan> | null,
  };
  const slug = purpose.replaceAll('_', '-');
  const evaluator = createAccountEvaluator({ changes: createInProcessAccountChangeBus() });

  beforeAll(async () => {
    const manager = em();
    const selling = await createSellingOrganization(manager, `${slug}-firm`);
    state.firm = selling.organization;
    state.plans = selling.plans;
    const otherSelling = await createSellingOrganization(manager, `${slug}-other`);
    state.other = otherSelling.organization;
    state.otherPlans = otherSelling.plans;
    for (const key of Object.keys(PEOPLE) as TDisputePerson[]) {
      const person: (typeof PEOPLE)[TDisputePerson] = PEOPLE[key];
      const organization = 'isOtherFirm' in person ? state.other : selling.organization;
      const email = `${key.toLowerCase()}@${slug}.example.com`;
      const role = 'role' in person ? person.role : undefined;
      users[key] = await createTestAccount(manager, {
        email,
        organization,
        firstName: person.firstName,
        lastName: person.lastName,
        totpSecret: person.memberRole === 'user' ? null : TEST_TOTP_SECRET,
        ...(role === undefined ? {} : { role }),
        // Platform staff sign in through the admin portal, which no client account may use.
        ...(role === 'admin' ? { portalType: null } : {}),
      });
      if (person.memberRole !== null) {
        manager.create(OrganizationMember, {
          organization,
          user: users[key],
          role: person.memberRole,
          status: 'active',
        });
      }
      await manager.flush();
      tokens[key] = (
        await signInAs(handle.app(), {
          email,
          ...(role === 'admin' ? { portal: 'admin' as const } : {}),
          ...(person.memberRole === 'user' ? {} : { totpSecret: TEST_TOTP_SECRET }),
        })
      ).accessToken;
    }
  });

  const firm = (): TOrganization => {
    if (state.firm === null) throw new Error('the firm exists only inside tests');
    return state.firm;
  };
  const other = (): TOrganization => {
    if (state.other === null) throw new Error('the other firm exists only inside tests');
    return state.other;
  };

  /** An account of `who` on `platform`, opened at OPENED_AT: $25,000 for the 2-step (floor $23,000). */
  const openAccount = async ({
    who = 'trader',
    program = 'two_step',
    platform = 'mt5',
    organization = firm(),
  }: {
    who?: TDisputePerson;
    program?: TProgram;
    platform?: TTradingPlatform;
    organization?: TOrganization;
  } = {}): Promise<string> => {
    const plans = organization.id === firm().id ? state.plans : state.otherPlans;
    if (plans === null) throw new Error('the plans exist only inside tests');
    const account = await openPlatformAccount(em(), {
      organization,
      trader: users[who],
      plan: plans[program],
      platform,
      startedAt: OPENED_AT,
    });
    return account.id;
  };

  const evaluate = async (accountId: string, events: TEngineEvent[]): Promise<void> => {
    await evaluator.evaluate({ em: em(), accountId, collectEvents: () => events });
  };

  /** Equity at `equityMinor` at `at`: below $23,000 it fails a $25,000 2-step (a hard breach). */
  const markEquity = (accountId: string, at: number, equityMinor: number) =>
    evaluate(accountId, [{ type: 'equity_update', id: `equity-${at}`, at, equityMinor, isEstimate: false }]);

  const inject = (
    who: TDisputePerson,
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

  /** The trader disputes the account's (only) breach through their own route; answers the dispute's id. */
  const dispute = async (accountId: string, who: TDisputePerson = 'trader'): Promise<string> => {
    const breach = await em().findOneOrFail(Breach, { account: accountId });
    const response = await inject(
      who,
      'POST',
      `/trading-accounts/${accountId}/breaches/${breach.id}/disputes`,
      {
        message: 'The broker sent a price spike that never traded.',
      },
    );
    if (response.statusCode !== 201)
      throw new Error(`dispute refused: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>().id;
  };

  return {
    handle,
    em,
    clock,
    users,
    firm,
    other,
    openAccount,
    evaluate,
    markEquity,
    inject,
    dispute,
    dispatch: () => handle.app().events.dispatchPending(),
  };
}
