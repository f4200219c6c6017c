import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from './create-api-client.ts';
import {
  WHITE_LABEL_REQUESTS_KEY,
  changeWhiteLabelRequestStatusMutation,
  whiteLabelRequestsQuery,
} from './white-label-queries.ts';

function recordingApi() {
  const requests: { method: string; url: string; body: string }[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: (async (request: Request) => {
      requests.push({ method: request.method, url: request.url, body: await request.text() });
      return Response.json({ ok: true });
    }) as typeof fetch,
  });
  return { api, requests };
}

describe('white-label request queries', () => {
  it('asks for one page of one status, under a key below the shared prefix', async () => {
    const { api, requests } = recordingApi();
    const options = whiteLabelRequestsQuery(api, { page: 2, pageSize: 10, status: 'contacted' });

    await new QueryClient().fetchQuery(options);

    expect(options.queryKey.slice(0, 1)).toEqual([...WHITE_LABEL_REQUESTS_KEY]);
    expect(requests[0]?.url).toBe(
      'http://api.test/api/white-label-requests?page=2&pageSize=10&status=contacted',
    );
  });

  it('leaves the status out when no filter is chosen, with its own cache key', () => {
    const { api } = recordingApi();
    const all = whiteLabelRequestsQuery(api, { page: 1, pageSize: 10 });
    const contacted = whiteLabelRequestsQuery(api, { page: 1, pageSize: 10, status: 'contacted' });
    expect(all.queryKey).not.toEqual(contacted.queryKey);
  });

  it('sends the status change as a PATCH of the request', async () => {
    const { api, requests } = recordingApi();
    const { mutationFn } = changeWhiteLabelRequestStatusMutation(api);
    const context = { client: new QueryClient(), meta: undefined, mutationKey: undefined };

    await mutationFn?.({ id: 'a b', status: 'closed', note: 'Signed elsewhere' }, context);

    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.url).toBe('http://api.test/api/white-label-requests/a%20b');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ status: 'closed', note: 'Signed elsewhere' });
  });
});
