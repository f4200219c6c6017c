import type { TAccountViewSource } from '@propdesk/shared/federation';

const traderKey = (accountId: string) => ['trading-accounts', 'detail', accountId] as const;

/** The trader's own account, as the trader area reads and links it. */
export const TRADER_ACCOUNT_SOURCE: TAccountViewSource = {
  reader: 'trader',
  apiPath: (accountId) => `api/trading-accounts/${encodeURIComponent(accountId)}`,
  pagePath: (accountId) => `/accounts/${encodeURIComponent(accountId)}`,
  listPath: '/accounts',
  keys: {
    account: traderKey,
    history: (accountId) => [...traderKey(accountId), 'history'],
    deals: (accountId, page) => [...traderKey(accountId), 'deals', page],
  },
};
