/**
 * The English texts several features of the trader area share (namespace `trader`): statuses, programs,
 * rule names, page titles. es.ts and it.ts follow this shape.
 */
export const en = {
  common: {
    retry: 'Retry',
    checkoutUnavailable:
      'Purchases are not available yet: this platform has no payment provider configured. Plans and rules are shown for reference.',
    organizationSuspended:
      'Your organization is suspended: buying, trading and payout requests are paused until it is reactivated.',
    organizationPending:
      'Your organization is awaiting activation: buying, trading and payout requests open once it is active.',
  },
  status: {
    active: 'Active',
    paused: 'Paused',
    passed: 'Passed',
    failed: 'Failed',
    expired: 'Expired',
  },
  phase: {
    challenge: 'Challenge',
    verification: 'Verification',
    funded: 'Funded Trader',
    instant: 'Instant Funding',
  },
  program: {
    two_step: '2-Step Challenge',
    one_step: '1-Step Challenge',
    instant: 'InstFunding',
  },
  platform: {
    simulator: 'PropDesk simulator',
    mt5: 'MetaTrader 5',
    ctrader: 'cTrader',
  },
  rule: {
    daily_loss: 'Daily loss',
    max_loss: 'Max loss',
    profit_target: 'Profit target',
    min_trading_days: 'Minimum trading days',
    consistency: 'Consistency',
    scaling: 'Scaling',
    inactivity: 'Inactivity',
    daily_reset: 'Daily reset',
  },
  side: {
    buy: 'Buy',
    sell: 'Sell',
  },
  columns: {
    symbol: 'Symbol',
    side: 'Side',
    volume: 'Volume',
  },
  pages: {
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    accountDetails: 'Account details',
    payouts: 'Payouts',
    certificates: 'Certificates',
    copyTrading: 'Copy Trading',
    profile: 'Profile',
    notifications: 'Notifications',
    pricing: 'Pricing',
    checkout: 'Checkout',
    support: 'Support',
    community: 'Community',
    leaderboard: 'Leaderboard',
  },
};

export type TraderCatalog = typeof en;
