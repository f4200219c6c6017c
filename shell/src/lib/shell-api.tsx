import { createContext, useContext, type ReactNode } from 'react';
import type { KyInstance } from 'ky';
import { createApiClient } from '@propdesk/shared/http';
import { ApiProvider, createSessionApiClient, registerAccessTokenRefresher } from '@propdesk/shared/session';
import { createSessionManager, type SessionManager } from './session-manager.ts';

/** What the shell's features talk to the api through. */
export interface ShellApi {
  /** The api's origin, from remotes.json. */
  baseUrl: string;
  /** Requests with the session's access token, refreshed on a 401. */
  client: KyInstance;
  /** Sign-in, sign-out and the token refresh. */
  session: SessionManager;
}

/**
 * Creates the shell's api client and session manager once remotes.json has told the shell where the
 * api is. The session manager talks through a client of its own without token refresh, so a failing
 * refresh can never trigger another refresh.
 */
export function createShellApi(baseUrl: string): ShellApi {
  const session = createSessionManager({ api: createApiClient({ baseUrl }) });
  // Remotes refresh through the same manager, so the page never runs two refreshes at once.
  registerAccessTokenRefresher(session.refresh);
  return { baseUrl, client: createSessionApiClient(baseUrl), session };
}

const ShellApiContext = createContext<ShellApi | null>(null);

/**
 * Set up once by the app around everything that renders; features read it with the hooks below. Shared
 * pieces the shell renders (the bell, the current organization) read the same client through
 * @propdesk/shared/session's useApi.
 */
export function ShellApiProvider({ api, children }: { api: ShellApi; children: ReactNode }) {
  return (
    <ShellApiContext.Provider value={api}>
      <ApiProvider apiBaseUrl={api.baseUrl} client={api.client}>
        {children}
      </ApiProvider>
    </ShellApiContext.Provider>
  );
}

function useShellApi(): ShellApi {
  const api = useContext(ShellApiContext);
  if (!api) throw new Error('useApiClient and useSessionManager must be used inside ShellApiProvider');
  return api;
}

export function useApiClient(): KyInstance {
  return useShellApi().client;
}

export function useSessionManager(): SessionManager {
  return useShellApi().session;
}
