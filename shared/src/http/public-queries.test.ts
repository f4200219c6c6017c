import { describe, expect, it, jest } from '@jest/globals';
import { createApiClient } from './create-api-client.ts';
import {
  currentOrganizationQuery,
  publicConfigQuery,
  publicOrganizationQuery,
  publicPlansQuery,
} from './public-queries.ts';

function recordingApi() {
  const requests: Request[] = [];
  const fetch = jest.fn(async (request: Request) => {
    requests.push(request);
    return Response.json({ ok: true });
  });
  return {
    api: createApiClient({ baseUrl: 'http://api.test', fetch: fetch as unknown as typeof globalThis.fetch }),
    requests,
  };
}

/** Runs a query's function the way TanStack Query would. */
async function run(options: { queryFn?: unknown; queryKey: readonly unknown[] }) {
  const queryFn = options.queryFn as (context: { queryKey: readonly unknown[] }) => Promise<unknown>;
  return queryFn({ queryKey: options.queryKey });
}

describe('public queries', () => {
  it('ask the public endpoints without cookies, so any page may embed the answers', async () => {
    const { api, requests } = recordingApi();
    await run(publicConfigQuery(api));
    await run(publicOrganizationQuery(api, 'nova capital'));
    await run(publicPlansQuery(api, 'nova'));
    await run(currentOrganizationQuery(api, 'trade.nova.example'));
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/public/config',
      'http://api.test/api/public/organizations/nova%20capital',
      'http://api.test/api/public/organizations/nova/plans',
      'http://api.test/api/public/organizations/current?host=trade.nova.example',
    ]);
    expect(requests.every((request) => request.credentials === 'omit')).toBe(true);
  });

  it('share cache keys by what they ask, and do not retry an unknown host', () => {
    const { api } = recordingApi();
    expect(publicOrganizationQuery(api, 'nova').queryKey).toEqual(['public', 'organization', 'nova']);
    expect(publicPlansQuery(api, 'nova').queryKey).toEqual(['public', 'plans', 'nova']);
    expect(currentOrganizationQuery(api, 'a.example').retry).toBe(false);
  });
});
