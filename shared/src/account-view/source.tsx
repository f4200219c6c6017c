import { createContext, useContext, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { TBreach } from '../contracts/index.ts';

/** Who reads the account view: its trader, or the firm's staff (read-only, deciding disputes). */
export type TAccountViewReader = 'trader' | 'staff';

/**
 * Where the account view reads an account and where its links lead, for one kind of reader. The trader's
 * reads `/api/trading-accounts/:id…`; the staff's the same answers scoped by their organization.
 */
export type TAccountViewSource = {
  readonly reader: TAccountViewReader;
  /** The api path of one account (`api/…/:accountId`), which its history and deals extend. */
  readonly apiPath: (accountId: string) => string;
  /** The reader's page of an account (the phase chain's links). */
  readonly pagePath: (accountId: string) => string;
  /** The reader's list of accounts (the way back from an account that is not found). */
  readonly listPath: string;
  /** The cache entries of one account; a stream or a decision refreshes them by these keys. */
  readonly keys: {
    readonly account: (accountId: string) => QueryKey;
    readonly history: (accountId: string) => QueryKey;
    readonly deals: (accountId: string, page: number) => QueryKey;
  };
  /** What staff may do about a breach's open dispute (decide it); traders dispute from the report itself. */
  readonly disputeActions?: (input: { accountId: string; breach: TBreach }) => ReactNode;
};

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

const AccountViewSourceContext = createContext<TAccountViewSource | null>(null);

export function AccountViewSourceProvider({
  source,
  children,
}: {
  source: TAccountViewSource;
  children: ReactNode;
}) {
  return <AccountViewSourceContext.Provider value={source}>{children}</AccountViewSourceContext.Provider>;
}

/** The source the enclosing account view reads from; a block outside one is a mistake of the page. */
export function useAccountViewSource(): TAccountViewSource {
  const source = useContext(AccountViewSourceContext);
  if (source === null)
    throw new Error('An account view block was rendered outside AccountViewSourceProvider');
  return source;
}
