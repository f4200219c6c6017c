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
 */
export function openPaidOrderAccount(
  tx: EntityManager,
  { order, now, generateLogin }: { order: TOrder; now: number; generateLogin?: TLoginGenerator },
): TTradingAccount {
  const account = openTradingAccount(tx, {
    order,
    rules: ZRuleSetData.parse(order.ruleSet.data),
    phaseIndex: 0,
    previousAccount: null,
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
