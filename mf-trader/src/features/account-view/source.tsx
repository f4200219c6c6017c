import { createContext, useContext, type ReactNode } from 'react';
import type { TAccountViewSource } from '@propdesk/shared/federation';

export type { TAccountViewReader, TAccountViewSource } from '@propdesk/shared/federation';
export { TRADER_ACCOUNT_SOURCE } from '../../lib/trader-account-source.ts';

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
