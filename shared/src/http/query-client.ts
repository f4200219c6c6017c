import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * The portal's caching rules: data fresh for 5 min, kept 10 min, no refetch on focus or mount, refetch on
 * reconnect; a failed query is tried again up to 3 times, never after a 4xx.
 */
export const QUERY_CACHE_RULES = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxQueryRetries: 3,
  maxMutationRetries: 1,
} as const;

/** Queries retry up to 3 times, except when the server said the request itself is wrong (4xx). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < QUERY_CACHE_RULES.maxQueryRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_RULES.staleTimeMs,
        gcTime: QUERY_CACHE_RULES.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
      },
      mutations: { retry: QUERY_CACHE_RULES.maxMutationRetries },
    },
  });
}
