import { describe, expect, it } from '@jest/globals';
import { createQueryClient, QUERY_CACHE_RULES, shouldRetryQuery } from './query-client.ts';

describe('createQueryClient', () => {
  it('keeps data fresh 5 min, cached 10 min, refetches on reconnect only', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: true,
      retry: shouldRetryQuery,
    });
    expect(mutations?.retry).toBe(QUERY_CACHE_RULES.maxMutationRetries);
    expect(QUERY_CACHE_RULES.maxMutationRetries).toBe(1);
  });
});
