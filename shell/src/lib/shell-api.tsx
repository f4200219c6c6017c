import { createContext, useContext, type ReactNode } from 'react';
import type { KyInstance } from 'ky';
import { createApiClient } from '@propdesk/shared/http';
import { createSessionApiClient, registerAccessTokenRefresher } from '@propdesk/shared/session';
import { createSessionManager, type SessionManager } from './session-manager.ts';

/** What the shell's features talk to the api through. */
export interface ShellApi {
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
  return { client: createSessionApiClient(baseUrl), session };
}

const ShellApiContext = createContext<ShellApi | null>(null);

/** Set up once by the app around everything that renders; features read it with the hooks below. */
export function ShellApiProvider({ api, children }: { api: ShellApi; children: ReactNode }) {
  return <ShellApiContext.Provider value={api}>{children}</ShellApiContext.Provider>;
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
