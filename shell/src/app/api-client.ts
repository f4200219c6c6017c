import type { KyInstance } from 'ky';
import { createApiClient } from '@propdesk/shared/http';
import { createSessionApiClient, registerAccessTokenRefresher } from '@propdesk/shared/session';
import { createSessionManager, type SessionManager } from '../features/auth/session-manager.ts';

interface ShellApi {
  client: KyInstance;
  session: SessionManager;
}

let shellApi: ShellApi | null = null;

/**
 * Creates the shell's api client and session manager once remotes.json has told us where the api is.
 * The session manager talks through a client of its own without token refresh, so a failing refresh
 * can never trigger another refresh.
 */
export function initApi(baseUrl: string): ShellApi {
  const session = createSessionManager({ api: createApiClient({ baseUrl }) });
  // Remotes refresh through the same manager, so the page never runs two refreshes at once.
  registerAccessTokenRefresher(session.refresh);
  const client = createSessionApiClient(baseUrl);
  shellApi = { client, session };
  return shellApi;
}

function requireApi(): ShellApi {
  if (!shellApi) throw new Error('initApi must run before the api is used');
  return shellApi;
}

export function apiClient(): KyInstance {
  return requireApi().client;
}

export function sessionManager(): SessionManager {
  return requireApi().session;
}
