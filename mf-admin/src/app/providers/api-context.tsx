import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { KyInstance } from 'ky';
import { createSessionApiClient } from '@propdesk/shared/session';

const ApiContext = createContext<KyInstance | null>(null);

/** The admin area's api client: the shell's address, the session's token, the shell's refresh. */
export function ApiProvider({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const api = useMemo(() => createSessionApiClient(apiBaseUrl), [apiBaseUrl]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): KyInstance {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside ApiProvider');
  return api;
}
