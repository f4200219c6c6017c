import type { KyInstance } from 'ky';
import { createApiClient } from '@propdesk/shared/http';
import { sessionStore } from '@propdesk/shared/session';

let client: KyInstance | null = null;

/** Creates the shell's api client once remotes.json has told us where the api is. */
export function initApiClient(baseUrl: string): KyInstance {
  client = createApiClient({ baseUrl, getAccessToken: () => sessionStore.getState().accessToken });
  return client;
}

export function apiClient(): KyInstance {
  if (!client) throw new Error('initApiClient must run before the api is used');
  return client;
}
