/** Trading-account constants, free of zod so front ends can import them at run time. */

/** Where an account trades: the built-in market simulator, or an external platform's bridge. */
export const TRADING_PLATFORMS = ['simulator', 'mt5', 'ctrader'] as const;
export type TTradingPlatform = (typeof TRADING_PLATFORMS)[number];

/** Where an account stands (the `status` column of trading_accounts). */
export const TRADING_ACCOUNT_STATUSES = [
  'active',
  'paused',
  'passed',
  'failed',
  'expired',
  'closed',
] as const;
export type TTradingAccountStatus = (typeof TRADING_ACCOUNT_STATUSES)[number];

/** Machine codes of trading errors (the error body's `code`). */
export const TRADING_ERROR_CODES = {
  /** 409: the plan is inactive or its program has no active rule set. */
  planUnavailable: 'PLAN_UNAVAILABLE',
  /** 409: the idempotency key was used for a different plan. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the order is not waiting for payment any more. */
  orderNotPending: 'ORDER_NOT_PENDING',
  /** 409: trading refused: the account is paused, failed, passed or expired. */
  tradingNotAllowed: 'TRADING_NOT_ALLOWED',
  /** 409: a dispute for this breach exists already. */
  disputeExists: 'DISPUTE_EXISTS',
  /** 409: the dispute was decided already (two staff deciding at once: one decision wins). */
  disputeDecided: 'DISPUTE_ALREADY_DECIDED',
  /**
   * 409: the breach cannot be overturned: the account is no longer as the breach left it, or the breach
   * predates the record of the state before it (docs: Domain rules › Disputes).
   */
  breachNotReinstatable: 'BREACH_NOT_REINSTATABLE',
  /** 401: a webhook or ingestion signature that does not verify, or a timestamp outside the window. */
  invalidSignature: 'INVALID_SIGNATURE',
  /** 503: this installation has no payment provider configured; plans can be read, not bought. */
  checkoutUnavailable: 'CHECKOUT_UNAVAILABLE',
  /** 429: too many live streams open for this session or user; close a tab and retry. */
  streamLimitReached: 'STREAM_LIMIT_REACHED',
  /**
   * 403: the trader's organization is pending or suspended: nothing can be bought, traded or paid out on
   * the trader's request until it is active again (details.status says which).
   */
  organizationInactive: 'ORGANIZATION_INACTIVE',
} as const;
export type TTradingErrorCode = (typeof TRADING_ERROR_CODES)[keyof typeof TRADING_ERROR_CODES];

/**
 * The status filter of the firm's account list: an account status, or `breached`, the accounts a breach
 * failed or paused (only a breach fails or pauses an account).
 */
export const STAFF_ACCOUNT_STATUS_FILTERS = [...TRADING_ACCOUNT_STATUSES, 'breached'] as const;
export type TStaffAccountStatusFilter = (typeof STAFF_ACCOUNT_STATUS_FILTERS)[number];

/** What the firm's account list sorts by: opening time, login, trader name, size, balance, equity. */
export const STAFF_ACCOUNT_SORTS = ['opened', 'login', 'trader', 'size', 'balance', 'equity'] as const;
export type TStaffAccountSort = (typeof STAFF_ACCOUNT_SORTS)[number];

export const STAFF_ACCOUNT_SORT_ORDERS = ['asc', 'desc'] as const;
export type TStaffAccountSortOrder = (typeof STAFF_ACCOUNT_SORT_ORDERS)[number];
