import { TRADER_ACCOUNT_SOURCE } from './trader-account-source.ts';

/**
 * Query keys of the trader area in one place: a trade invalidates the account it changed, the stream
 * writes into the account's detail, and both must name the same cache entries: an account's are the
 * account view's (its trader source), which reads them.
 */
const accountKeys = TRADER_ACCOUNT_SOURCE.keys;

export const queryKeys = {
  plans: ['me', 'plans'] as const,
  order: (orderId: string) => ['orders', orderId] as const,
  accounts: ['trading-accounts'] as const,
  accountPage: (filters: object) => ['trading-accounts', 'list', filters] as const,
  account: accountKeys.account,
  accountHistory: accountKeys.history,
  accountDeals: accountKeys.deals,
  accountDealsAll: (accountId: string) => [...accountKeys.account(accountId), 'deals'] as const,
  positions: (accountId: string) => [...accountKeys.account(accountId), 'positions'] as const,
  quotes: ['simulator', 'quotes'] as const,
  activity: ['trading-activity'] as const,
  certificates: ['me', 'certificates'] as const,
  certificatePage: (page: number, pageSize: number) => ['me', 'certificates', page, pageSize] as const,
};
