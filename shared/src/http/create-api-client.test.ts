import { describe, expect, it, jest } from '@jest/globals';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('createApiClient', () => {
  it('sends the current access token and credentials to the base url', async () => {
    const fetchMock = jest.fn(async (_input: Request) => jsonResponse(200, { ok: true }));
    let token = 'first';
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getAccessToken: () => token,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await api.get('api/public/config').json();
    token = 'second';
    await api.get('api/public/config').json();
    const [first, second] = fetchMock.mock.calls.map(([request]) => request);
    expect(first?.url).toBe('http://api.test/api/public/config');
    expect(first?.headers.get('authorization')).toBe('Bearer first');
    expect(second?.headers.get('authorization')).toBe('Bearer second');
    expect(first?.credentials).toBe('include');
  });

  it('turns an error answer into an ApiError with the server code', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (async () =>
        jsonResponse(404, {
          error: { code: 'NOT_FOUND', message: 'No such thing' },
          requestId: 'r-9',
        })) as typeof fetch,
    });
    const failure = await api
      .get('api/x')
      .json()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: 'r-9' });
  });

  it('refreshes the access token once on a 401 and sends the request again', async () => {
    const seen: (string | null)[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getAccessToken: () => 'expired',
      refreshAccessToken: async () => 'fresh',
      fetch: (async (request: Request) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer fresh'
          ? jsonResponse(200, { ok: true })
          : jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'expired' }, requestId: 'r' });
      }) as typeof fetch,
    });
    await expect(api.get('api/auth/session').json()).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('gives up with the 401 when the session cannot be refreshed', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      refreshAccessToken: async () => null,
      fetch: (async () =>
        jsonResponse(401, {
          error: { code: 'UNAUTHORIZED', message: 'no' },
          requestId: 'r',
        })) as typeof fetch,
    });
    const failure = await api
      .get('api/auth/session')
      .json()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('does not retry other failures by itself', async () => {
    const fetchMock = jest.fn(async () =>
      jsonResponse(503, { error: { code: 'X', message: 'y' }, requestId: 'r' }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock as unknown as typeof fetch });
    await api
      .get('api/x')
      .json()
      .catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const failure = await api
      .get('api/x')
      .json()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });
});
