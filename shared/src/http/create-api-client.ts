import ky, { isHTTPError, type KyInstance } from 'ky';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from './api-error.ts';

export interface ApiClientOptions {
  /** Origin (and optional path) of the api, e.g. http://localhost:4000. */
  baseUrl: string;
  /** Returns the current access token; read on every request so a refreshed token is used at once. */
  getAccessToken?: () => string | null;
  /**
   * Called once when a request answers 401: returns a fresh access token (or null when the session is
   * over), and the request is sent again with it.
   */
  refreshAccessToken?: () => Promise<string | null>;
  /** Aborts a request that takes longer than this. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The ky instance every front end uses. Retries are left to TanStack Query (which knows the
 * portal's rules: no retry on 4xx), so ky itself retries only once, after refreshing an expired access token;
 * every failure becomes an ApiError.
 */
export function createApiClient(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefix: options.baseUrl,
    credentials: 'include',
    // No method is retried automatically; the one forced retry below is the token refresh.
    retry: { limit: 1, methods: [] },
    timeout: options.timeoutMs ?? 15_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getAccessToken?.();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.status !== 401 || retryCount > 0 || !options.refreshAccessToken) return undefined;
          const token = await options.refreshAccessToken();
          if (!token) return undefined;
          const headers = new Headers(request.headers);
          headers.set('authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
      beforeError: [
        ({ error }) => {
          if (isHTTPError(error)) {
            return toApiError(error.response.status, error.data, error.message);
          }
          return new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: error.message });
        },
      ],
    },
  });
}
