import type { EntityManager } from '@mikro-orm/core';
import { ZRuleSetData } from '@propdesk/shared/contracts';
import { publishNotification } from '../notifications/publish-notification.ts';
import { accountPayloadOf } from '../notifications/types/account-payload.ts';
import type { TLoginGenerator } from '../trading-accounts/account-login.ts';
import { openTradingAccount } from '../trading-accounts/account-opening.ts';
import { recordActivity } from '../trading-accounts/effect-records.ts';
import type { TTradingAccount } from '../trading-accounts/trading-account.entity.ts';
import type { TOrder } from '../trading-accounts/order.entity.ts';

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
