/**
 * The English texts of the dashboard and the accounts list (namespace `trader-trading-accounts`); the
 * account page's are the shared account view's. es.ts and it.ts follow this shape.
 */
export const en = {
  dashboard: {
    loading: 'Loading your accounts',
    loadFailed: 'Your accounts could not be loaded.',
    emptyTitle: 'No trading accounts yet',
    emptyText: 'Buy a challenge to get your first account. It opens as soon as the payment is confirmed.',
    choosePlan: 'Choose a plan',
    accountsTitle_one: '{{count}} account',
    accountsTitle_other: '{{count}} accounts',
    viewAll: 'View all',
    newChallenge: 'New challenge',
  },
  accounts: {
    loading: 'Loading accounts',
    loadFailed: 'The accounts could not be loaded.',
    empty: 'You have no trading accounts yet.',
    emptyFiltered: 'No account matches these filters.',
    clearFilters: 'Clear filters',
    balance: 'Balance',
    equity: 'Equity',
    dailyRoom: "Today's room",
    maxLossRoom: 'Max loss room',
    noDailyLimit: 'No daily limit',
    noTarget: 'No profit target in this phase',
    targetProgress: 'Progress to target',
    pages: 'Pages of accounts',
    columns: {
      login: 'Login',
      program: 'Program',
      phase: 'Phase',
      status: 'Status',
      target: 'Target',
    },
    filters: {
      all: 'All',
      status: 'Status',
      program: 'Program',
      phase: 'Phase',
    },
  },
  activity: {
    title: 'Recent activity',
    loading: 'Loading recent activity',
    loadFailed: 'Recent activity could not be loaded.',
    empty: 'Nothing has happened on your accounts yet.',
    used: '{{percent}} used',
    room: '{{room}} left',
    level: 'level {{level}}',
    kinds: {
      account_opened: 'Account opened',
      position_opened: 'Position opened',
      position_closed: 'Position closed',
      objective_met: 'Objective met',
      warning: 'Loss warning',
      breach: 'Rule breached',
      phase_passed: 'Phase passed',
      scaling: 'Account scaled up',
      resumed: 'Trading resumed',
      expired: 'Account expired',
      reinstated: 'Account reinstated',
      closed: 'Account closed',
    },
  },
  objectives: {
    overBy: 'Over by {{amount}}',
  },
};

export type TradingAccountsCatalog = typeof en;
