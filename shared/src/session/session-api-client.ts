import type { KyInstance } from 'ky';
import { createApiClient } from '@propdesk/shared/http';
import { sessionStore } from './session-store.ts';

type Refresher = () => Promise<string | null>;

let refresher: Refresher | null = null;

/**
 * The shell owns token refresh (one refresh in flight for the whole page); it registers it here so a
 * remote's api client can use the same one through the shared session module.
 */
export function registerAccessTokenRefresher(refresh: Refresher): void {
  refresher = refresh;
}

/**
 * A fresh access token from the shell's refresh (one in flight for the whole page), for a request the ky
 * client does not make, such as an event stream read with fetch; null without a shell or a session.
 */
export function refreshSessionAccessToken(): Promise<string | null> {
  return refresher ? refresher() : Promise.resolve(null);
}

/** An api client that sends the session's access token and refreshes it once on a 401. */
export function createSessionApiClient(baseUrl: string): KyInstance {
  return createApiClient({
    baseUrl,
    getAccessToken: () => sessionStore.getState().accessToken,
    refreshAccessToken: refreshSessionAccessToken,
  });
}
