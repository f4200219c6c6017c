import { jest } from '@jest/globals';
import type { StubbedAnswer } from '@propdesk/shared/testing';

type Answer = StubbedAnswer | Response;
export type StubHandler = (request: Request) => Answer | Promise<Answer>;

/**
 * Like shared's stubFetch, but keyed by method and path (`POST /api/orders`), or by path alone for any
 * method, and an entry can be a function of the request (to read its body or answer a stream).
 * Unknown routes get the api's 404 body.
 */
export function stubApi(routes: Record<string, Answer | StubHandler>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const { pathname } = new URL(request.url);
    const route = routes[`${request.method} ${pathname}`] ?? routes[pathname];
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer === undefined) {
      return Response.json(
        {
          error: { code: 'NOT_FOUND', message: `No stub for ${request.method} ${pathname}` },
          requestId: 'stub',
        },
        { status: 404 },
      );
    }
    if (answer instanceof Response) return answer;
    return answer.status === 204
      ? new Response(null, { status: 204 })
      : Response.json(answer.body, { status: answer.status ?? 200 });
  });
}

/** The requests the stub received with this method and path, in order. */
export function requestsTo(spy: ReturnType<typeof stubApi>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}
