/**
 * What other modules may use of trading-accounts: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { AccountActivity } from './account-activity.entity.ts';
export { announceClosedAccounts, closeOrderAccounts, type TClosingReason } from './account-closing.ts';
export { AccountReset, type TAccountReset } from './account-reset.entity.ts';
export { createInProcessAccountChangeBus, type TAccountChangeBus } from './account-changes.ts';
export { createAccountEvaluator, type TAccountEvaluator } from './account-evaluation.ts';
export {
  generateAccountLogin,
  LOGIN_ATTEMPTS,
  type TLoginGenerator,
  withFreshLogins,
} from './account-login.ts';
export { openTradingAccount } from './account-opening.ts';
export type { TBatchDecision, TBatchOutcome } from './batch-evaluation.ts';
export { toDisputeRecord } from './breach-records.ts';
export { Breach, type TBreach } from './breach.entity.ts';
export { DailyStat } from './daily-stat.entity.ts';
export { Deal } from './deal.entity.ts';
export { Dispute, type TDispute } from './dispute.entity.ts';
export { recordActivity } from './effect-records.ts';
export { EquitySnapshot } from './equity-snapshot.entity.ts';
export { Order, type TOrder } from './order.entity.ts';
export { runDueResets } from './reset-scheduler.ts';
export { readStaffAccountPage } from './staff-account-rows.ts';
export { describeOrganizationAccount } from './staff-accounts.service.ts';
export { LIVE_STATUSES } from './state-copies.ts';
export { TRADER_PROFILE_COLUMNS, traderOf } from './trader-columns.ts';
export { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';
export { findOwnAccount, ownTradingAccountGuard, viewOf } from './trading-accounts.service.ts';
