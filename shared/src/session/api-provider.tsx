import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { KyInstance } from 'ky';
import { createSessionApiClient } from './session-api-client.ts';

const ApiContext = createContext<{ api: KyInstance; baseUrl: string } | null>(null);

/**
 * A signed-in remote's api client, made once per api address: the shell's address, the session's access
 * token and the shell's refresh (see createSessionApiClient). Each remote wraps its route tree in it. The
 * shell passes the client it made already (`client`), so shared pieces it renders, such as the bell, talk
 * through the same one.
 */
export function ApiProvider({
  apiBaseUrl,
  client,
  children,
}: {
  apiBaseUrl: string;
  client?: KyInstance;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ api: client ?? createSessionApiClient(apiBaseUrl), baseUrl: apiBaseUrl }),
    [apiBaseUrl, client],
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

/** The api's origin, for a request the ky client cannot make, such as an event stream read with fetch. */
export function useApiBaseUrl(): string {
  return useApiContext().baseUrl;
}
