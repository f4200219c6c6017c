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
