import type { EntityManager } from '@mikro-orm/core';
import type { TRuleSetData } from '@propdesk/shared/contracts';
import { createAccountState } from '../../engine/index.ts';
import type { TOrder } from './order.entity.ts';
import { generateAccountLogin, type TLoginGenerator } from './account-login.ts';
import { EquitySnapshot } from './equity-snapshot.entity.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * Opens a trading account in a phase of the rules frozen on the order: the first phase when a payment
 * arrives, the next one when a phase is passed. Every phase starts again from the plan's size in an account
 * of its own, under the same rule-set version. Not flushed: the caller's transaction
 * writes it with whatever caused it.
 */
export function openTradingAccount(
  em: EntityManager,
  {
    order,
    rules,
    phaseIndex,
    previousAccount,
    startedAt,
    resetOfAccountId = null,
    generateLogin = generateAccountLogin,
  }: {
    order: TOrder;
    rules: TRuleSetData;
    phaseIndex: number;
    previousAccount: TTradingAccount | null;
    startedAt: number;
    /** The failed account a paid reset replaces (docs: Domain rules › Resets); null otherwise. */
    resetOfAccountId?: string | null;
    generateLogin?: TLoginGenerator;
  },
): TTradingAccount {
  const phase = rules.phases[phaseIndex];
  if (phase === undefined) throw new RangeError(`The rule set has no phase ${phaseIndex}`);
  const state = createAccountState(rules, {
    initialBalanceMinor: order.accountSizeMinor,
    startedAt,
    phaseIndex,
    currency: order.currency,
  });
  const account = em.create(TradingAccount, {
    organization: order.organization,
    owner: order.user,
    order,
    plan: order.plan,
    // The next phase keeps the version frozen on the account before it (the order's rule set is not loaded
    // when a phase is passed).
    ruleSet: previousAccount?.ruleSet ?? order.ruleSet,
    ruleSetVersion: previousAccount?.ruleSetVersion ?? order.ruleSet.version,
    rules,
    program: order.program,
    phaseIndex,
    phaseKind: phase.kind,
    previousAccount,
    resetOf: resetOfAccountId,
    status: state.status,
    platform: order.platform,
    login: generateLogin(order.platform),
    currency: order.currency,
    accountSizeMinor: order.accountSizeMinor,
    balanceMinor: state.balanceMinor,
    equityMinor: state.equityMinor,
    engineState: state,
    revision: 0,
    nextResetAt: new Date(state.nextResetAt),
    lastEventAt: new Date(startedAt),
    equitySampledAt: new Date(startedAt),
    endedAt: null,
  });
  // The chart starts at the account's size.
  em.create(EquitySnapshot, {
    account,
    at: new Date(startedAt),
    balanceMinor: state.balanceMinor,
    equityMinor: state.equityMinor,
  });
  return account;
}
