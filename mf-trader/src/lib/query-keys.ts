/**
 * Query keys of the trader area in one place: a trade invalidates the account it changed, the stream
 * writes into the account's detail, and both must name the same cache entries.
 */
export const queryKeys = {
  plans: ['me', 'plans'] as const,
  order: (orderId: string) => ['orders', orderId] as const,
  accounts: ['trading-accounts'] as const,
  accountPage: (filters: object) => ['trading-accounts', 'list', filters] as const,
  account: (accountId: string) => ['trading-accounts', 'detail', accountId] as const,
  accountHistory: (accountId: string) => ['trading-accounts', 'detail', accountId, 'history'] as const,
  accountDeals: (accountId: string, page: number) =>
    ['trading-accounts', 'detail', accountId, 'deals', page] as const,
  accountDealsAll: (accountId: string) => ['trading-accounts', 'detail', accountId, 'deals'] as const,
  positions: (accountId: string) => ['trading-accounts', 'detail', accountId, 'positions'] as const,
  quotes: ['simulator', 'quotes'] as const,
  activity: ['trading-activity'] as const,
  certificates: ['me', 'certificates'] as const,
  certificatePage: (page: number, pageSize: number) => ['me', 'certificates', page, pageSize] as const,
};
