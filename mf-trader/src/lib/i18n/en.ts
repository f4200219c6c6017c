/**
 * The English texts several features of the trader area share (namespace `trader`): page titles and
 * notices; the words of trading (statuses, programs, rule names) are shared `trading`. es.ts and it.ts follow this shape.
 */
export const en = {
  common: {
    checkoutUnavailable:
      'Purchases are not available yet: this platform has no payment provider configured. Plans and rules are shown for reference.',
    organizationSuspended:
      'Your organization is suspended: buying, trading and payout requests are paused until it is reactivated.',
    organizationPending:
      'Your organization is awaiting activation: buying, trading and payout requests open once it is active.',
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
