import { randomUUID } from 'node:crypto';
import { beforeAll } from '@jest/globals';
import { ZRuleSetData, type TMemberRole, type TPayoutMethodInput } from '@propdesk/shared/contracts';
import type { TDatabaseDriver } from '../db/config.ts';
import type { TEngineEvent } from '../engine/index.ts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from './auth-fixtures.ts';
import { createSellingOrganization } from './trading-fixtures.ts';
import { useTestApp } from './use-test-app.ts';
import { issueAccessToken } from '../modules/auth/access-token.ts';
import { startSession } from '../modules/auth/session.service.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { saleTermsOf } from '../modules/orders/sale-terms.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TPlan } from '../modules/plans/plan.entity.ts';
import { RuleSet } from '../modules/plans/rule-set.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { openTradingAccount } from '../modules/trading-accounts/account-opening.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { Deal } from '../modules/trading-accounts/deal.entity.ts';

export const DAY_MS = 86_400_000;
/** Monday 2 June 2025, 08:00 UTC: the funded accounts open here. */
export const OPENED_AT = Date.parse('2025-06-02T08:00:00Z');
/** The first funded trade closes $1,000 up an hour later. */
export const FIRST_TRADE_AT = OPENED_AT + 3_600_000;
/** $1,000 × 70 % = $700 share + the $99 fee of the $25,000 2-step plan refunded = $799 paid. */
export const PROFIT_MINOR = 100_000;
export const FIRST_AMOUNT_MINOR = 79_900;

/** Who signs in: two traders and the firm's staff, an agent, and another firm's owner. */
const PEOPLE = {
  trader: { role: 'user' },
  neighbour: { role: 'user' },
  owner: { role: 'owner' },
  manager: { role: 'manager' },
  agent: { role: 'agent' },
  otherOwner: { role: 'owner', isOtherFirm: true },
  // An admin of the firm signed in with a password alone: every staff route asks for a second factor.
  passwordOnlyAdmin: { role: 'admin', hasNoSecondFactor: true },
} as const satisfies Record<
  string,
  { role: TMemberRole; isOtherFirm?: boolean; hasNoSecondFactor?: boolean }
>;
export type TPayoutPerson = keyof typeof PEOPLE;

export const IBAN_METHOD: TPayoutMethodInput = {
  kind: 'bank_transfer',
  label: 'Main account',
  accountHolder: 'Trader Tester',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

/**
 * A firm selling the default programs, its people signed in (staff with a second factor), a manual clock
 * and helpers that open funded 2-step accounts with a first winning trade. Registers its beforeAll in the
 * enclosing describe.
 */
export function usePayoutFirm(driver: TDatabaseDriver, purpose: string) {
  const clock = { current: OPENED_AT, now: () => clock.current };
  const handle = useTestApp(driver, purpose, { clock });
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TPayoutPerson, string>;
  const users = {} as Record<TPayoutPerson, TUser>;
  const state = {
    firm: null as TOrganization | null,
    other: null as TOrganization | null,
    plan: null as TPlan | null,
  };
  const slug = purpose.replaceAll('_', '-');
  const evaluator = createAccountEvaluator({ changes: createInProcessAccountChangeBus() });

  beforeAll(async () => {
    const manager = em();
    const selling = await createSellingOrganization(manager, `${slug}-firm`);
    state.other = (await createSellingOrganization(manager, `${slug}-other`)).organization;
    state.firm = selling.organization;
    state.plan = selling.plans.two_step;
    for (const key of Object.keys(PEOPLE) as TPayoutPerson[]) {
      const person: { role: TMemberRole; isOtherFirm?: boolean; hasNoSecondFactor?: boolean } = PEOPLE[key];
      const organization = person.isOtherFirm === true ? state.other : selling.organization;
      const email = `${key.toLowerCase()}@${slug}.example.com`;
      const isStaff = person.role !== 'user' && person.hasNoSecondFactor !== true;
      users[key] = await createTestAccount(manager, {
        email,
        organization,
        firstName: key,
        lastName: 'Tester',
        totpSecret: isStaff ? TEST_TOTP_SECRET : null,
        // A support agent signs in with the agent profile role as well as the agent membership.
        ...(person.role === 'agent' ? { role: 'agent' as const } : {}),
      });
      manager.create(OrganizationMember, {
        organization,
        user: users[key],
        role: person.role,
        status: 'active',
      });
      await manager.flush();
      if (person.hasNoSecondFactor === true) {
        const { session } = startSession({
          em: manager,
          user: users[key],
          client: { ip: '127.0.0.1', userAgent: 'payout-tests' },
        });
        await manager.flush();
        tokens[key] = issueAccessToken(handle.app().jwt, {
          sub: users[key].id,
          sid: session.id,
          role: 'client',
        }).accessToken;
        continue;
      }
      tokens[key] = (
        await signInAs(handle.app(), { email, ...(isStaff ? { totpSecret: TEST_TOTP_SECRET } : {}) })
      ).accessToken;
    }
  });

  const firm = (): TOrganization => {
    if (state.firm === null) throw new Error('the firm exists only inside tests');
    return state.firm;
  };

  /** A funded $25,000 2-step account of `who`, $1,000 up after its first trade. */
  const openFundedAccount = async (who: TPayoutPerson = 'trader'): Promise<string> => {
    const manager = em();
    const plan = state.plan;
    if (plan === null) throw new Error('the plan exists only inside tests');
    const ruleSet = await manager.findOneOrFail(RuleSet, {
      organization: firm().id,
      program: 'two_step',
      status: 'active',
    });
    const order = manager.create(Order, {
      organization: firm(),
      user: users[who],
      ...saleTermsOf(plan, ruleSet),
      platform: 'mt5',
      provider: 'sandbox',
      providerReference: `sbx_${randomUUID()}`,
      idempotencyKey: `fixture-${randomUUID()}`,
      status: 'paid',
      paidAt: new Date(OPENED_AT),
    });
    const rules = ZRuleSetData.parse(ruleSet.data);
    const account = openTradingAccount(manager, {
      order,
      rules,
      phaseIndex: rules.phases.length - 1,
      previousAccount: null,
      startedAt: OPENED_AT,
    });
    manager.create(Deal, {
      account,
      externalId: `deal-${randomUUID()}`,
      positionId: 'p1',
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      price: 1.1,
      entry: 'out',
      profitMinor: PROFIT_MINOR,
      executedAt: new Date(FIRST_TRADE_AT),
    });
    await manager.flush();
    await evaluate(account.id, [
      { type: 'deal_opened', id: 'o1', at: FIRST_TRADE_AT - 60_000, positionId: 'p1' },
      { type: 'deal_closed', id: 'c1', at: FIRST_TRADE_AT, positionId: 'p1', profitMinor: PROFIT_MINOR },
    ]);
    return account.id;
  };

  const evaluate = async (accountId: string, events: TEngineEvent[]): Promise<void> => {
    await evaluator.evaluate({ em: em(), accountId, collectEvents: () => events });
  };

  const approveKyc = async (who: TPayoutPerson = 'trader'): Promise<void> => {
    const manager = em();
    manager.create(IdentityVerification, { user: users[who], organization: firm(), status: 'approved' });
    await manager.flush();
  };

  const inject = (
    who: TPayoutPerson,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    handle.app().inject({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[who]),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  return {
    handle,
    em,
    clock,
    tokens,
    users,
    firm,
    other: () => {
      if (state.other === null) throw new Error('the other firm exists only inside tests');
      return state.other;
    },
    openFundedAccount,
    evaluate,
    approveKyc,
    inject,
    dispatch: () => handle.app().events.dispatchPending(),
  };
}
