import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { TBreach } from '../contracts/index.ts';

/**
 * The account view is mf-trader's page of one account, which the firm's staff read too: mf-trader exposes
 * it as `./AccountView` and mf-organization loads it at run time (loadExposedModule). These types are the
 * contract between the two; nothing here runs.
 */

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

/** The props of mf-trader's exposed `./AccountView`. */
export interface AccountViewProps {
  source: TAccountViewSource;
  accountId: string;
}
