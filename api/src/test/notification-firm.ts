import { beforeAll, expect } from '@jest/globals';
import {
  ZNotificationPage,
  type TLanguage,
  type TMemberRole,
  type TNotificationArea,
  type TNotificationPage,
} from '@propdesk/shared/contracts';
import type { TEngineEvent } from '../engine/index.ts';
import { bearer, createTestAccount, signInAs } from './auth-fixtures.ts';
import type { TDatabaseDriver } from '../db/config.ts';
import { buyAccount, createSellingOrganization } from './trading-fixtures.ts';
import { useTestApp } from './use-test-app.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';

/** A $25,000 2-step account: daily allowance $1,250 (5%), so 50% used at $24,375 and 80% at $24,000. */
export const EQUITY = { halfUsed: 2_437_500, fourFifthsUsed: 2_400_000, breached: 2_275_000 } as const;

/** Who the notification tests sign in as: the firm's traders and staff, and another firm's owner. */
const PEOPLE = {
  trader: { role: 'user', language: 'it' },
  neighbour: { role: 'user', language: 'en' },
  owner: { role: 'owner', language: 'es' },
  manager: { role: 'manager', language: 'en' },
  agent: { role: 'agent', language: 'en' },
  otherOwner: { role: 'owner', language: 'en', isOtherFirm: true },
} as const satisfies Record<string, { role: TMemberRole; language: TLanguage; isOtherFirm?: boolean }>;
export type TPerson = keyof typeof PEOPLE;

export const equityAt = (at: number, equityMinor: number, id: string): TEngineEvent => ({
  type: 'equity_update',
  id,
  at,
  equityMinor,
  isEstimate: false,
});

/**
 * A firm selling the 2-step program with two traders (the trader reads Italian), an owner (Spanish), a
 * manager and an agent, plus another firm's owner: each a member of their firm, signed in once. Registers
 * its beforeAll in the enclosing describe.
 */
export function useNotificationFirm(driver: TDatabaseDriver, purpose: string) {
  const handle = useTestApp(driver, purpose);
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TPerson, string>;
  const users = {} as Record<TPerson, TUser>;
  const state = { firm: null as TOrganization | null, planId: '' };

  beforeAll(async () => {
    const manager = em();
    const selling = await createSellingOrganization(manager, `${purpose.replaceAll('_', '-')}-firm`);
    const other = (await createSellingOrganization(manager, `${purpose.replaceAll('_', '-')}-other`))
      .organization;
    state.firm = selling.organization;
    state.planId = selling.plans.two_step.id;
    for (const key of Object.keys(PEOPLE) as TPerson[]) {
      const person: { role: TMemberRole; language: TLanguage; isOtherFirm?: boolean } = PEOPLE[key];
      const organization = person.isOtherFirm === true ? other : selling.organization;
      const email = `${key.toLowerCase()}@${purpose.replaceAll('_', '-')}.example.com`;
      const user = await createTestAccount(manager, {
        email,
        organization,
        firstName: key,
        lastName: 'Tester',
      });
      users[key] = user;
      await manager.nativeUpdate(Profile, { user: user.id }, { language: person.language });
      manager.create(OrganizationMember, { organization, user, role: person.role, status: 'active' });
      await manager.flush();
      tokens[key] = (await signInAs(handle.app(), { email })).accessToken;
    }
  });

  const list = async (key: TPerson, query: string): Promise<TNotificationPage> => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: `/api/me/notifications?${query}`, headers: bearer(tokens[key]) });
    expect(response.statusCode).toBe(200);
    return ZNotificationPage.parse(response.json());
  };

  const evaluate = async (accountId: string, events: TEngineEvent[]): Promise<void> => {
    const evaluator = createAccountEvaluator({ changes: createInProcessAccountChangeBus() });
    await evaluator.evaluate({ em: em(), accountId, collectEvents: () => events });
  };

  return {
    handle,
    em,
    tokens,
    users,
    emailOf: (key: TPerson) => `${key.toLowerCase()}@${purpose.replaceAll('_', '-')}.example.com`,
    firm: (): TOrganization => {
      if (state.firm === null) throw new Error('the firm exists only inside tests');
      return state.firm;
    },
    planId: () => state.planId,
    list,
    typesOf: async (key: TPerson, area: TNotificationArea) =>
      (await list(key, `area=${area}&pageSize=100`)).notifications.map((notification) => notification.type),
    dispatch: () => handle.app().events.dispatchPending(),
    evaluate,
    /** The trader buys an account, then its equity uses 50%, then 80% of the daily allowance, then breaks it. */
    tradeIntoBreach: async () => {
      const accountId = await buyAccount(handle.app(), tokens.trader, state.planId);
      const account = await em().findOneOrFail(TradingAccount, { id: accountId });
      const start = account.engineState.startedAt;
      await evaluate(accountId, [equityAt(start + 60_000, EQUITY.halfUsed, 'w50')]);
      await evaluate(accountId, [equityAt(start + 120_000, EQUITY.fourFifthsUsed, 'w80')]);
      await evaluate(accountId, [equityAt(start + 180_000, EQUITY.breached, 'breach')]);
      return { accountId, account };
    },
  };
}
