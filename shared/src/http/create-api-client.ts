import ky, { isHTTPError, type KyInstance } from 'ky';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from './api-error.ts';

export interface ApiClientOptions {
  /** Origin (and optional path) of the api, e.g. http://localhost:4000. */
  baseUrl: string;
  /** Returns the current access token; read on every request so a refreshed token is used at once. */
  getAccessToken?: () => string | null;
  /** Aborts a request that takes longer than this. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The ky instance every front end uses. Retries are left to TanStack Query (which knows the seed's
 * rules: no retry on 4xx), so ky itself never retries; every failure becomes an ApiError.
 */
export function createApiClient(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefix: options.baseUrl,
    credentials: 'include',
    retry: 0,
    timeout: options.timeoutMs ?? 15_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getAccessToken?.();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
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
