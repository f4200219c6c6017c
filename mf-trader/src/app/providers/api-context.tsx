import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { KyInstance } from 'ky';
import { createSessionApiClient } from '@propdesk/shared/session';

const ApiContext = createContext<{ api: KyInstance; baseUrl: string } | null>(null);

/** The trader area's api client: the shell's address, the session's token, the shell's refresh. */
export function ApiProvider({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const value = useMemo(
    () => ({ api: createSessionApiClient(apiBaseUrl), baseUrl: apiBaseUrl }),
    [apiBaseUrl],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext() {
  const context = useContext(ApiContext);
  if (!context) throw new Error('useApi must be used inside ApiProvider');
  return context;
}

export function useApi(): KyInstance {
  return useApiContext().api;
}

/** The api's origin, for the one request the ky client cannot make: the account's event stream. */
export function useApiBaseUrl(): string {
  return useApiContext().baseUrl;
}
