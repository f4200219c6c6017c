import type { EntityManager } from '@mikro-orm/core';
import { ZRuleSetData } from '@propdesk/shared/contracts';
import { accountPayloadOf, publishNotification } from '../notifications/index.ts';
import {
  openTradingAccount,
  recordActivity,
  type TLoginGenerator,
  type TOrder,
  type TTradingAccount,
} from '../trading-accounts/index.ts';

/**
 * The account a paid order buys: the first phase of the rules frozen on the order, its "account opened"
 * activity and the trader's notification, all in the caller's transaction (its rule set, user,
 * organization and plan loaded). Wrapped in withFreshLogins by every caller: a taken login rolls the whole
 * step back and it runs again.
 *
 * A reset order's account points at the failed account it resets. Only one ever does (the column is
 * unique): when two reset orders of one account are paid, the second payment's transaction fails on it
 * and the provider retries, or, once the first account exists, this opens nothing (null) and the order
 * stays paid without an account, for the firm to refund (docs: Domain rules › Resets).
 */
export function openPaidOrderAccount(
  tx: EntityManager,
  { order, now, generateLogin }: { order: TOrder; now: number; generateLogin?: TLoginGenerator },
): TTradingAccount | null {
  if (order.resetTakenByAccountId != null) return null;
  const account = openTradingAccount(tx, {
    order,
    rules: ZRuleSetData.parse(order.ruleSet.data),
    phaseIndex: 0,
    previousAccount: null,
    resetOfAccountId: order.resetOfAccountId ?? null,
    startedAt: now,
    ...(generateLogin === undefined ? {} : { generateLogin }),
  });
  recordActivity(tx, account, 'account_opened', now, {
    phaseKind: account.phaseKind,
    accountSizeMinor: account.accountSizeMinor,
  });
  publishNotification(tx, 'account_opened', {
    ...accountPayloadOf(account),
    phaseKind: account.phaseKind,
    accountSizeMinor: account.accountSizeMinor,
    currency: account.currency,
  });
  return account;
}

/** What an order's opening transaction loads with it. */
export const PAID_ORDER_POPULATE = ['ruleSet', 'user', 'organization', 'plan'] as const;
