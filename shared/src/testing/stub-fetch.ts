import { jest } from '@jest/globals';

export interface StubbedAnswer {
  /** HTTP status; 200 when absent. */
  status?: number;
  /** Sent as JSON, like every answer of the api (none for a 204). */
  body: unknown;
}

type Answer = StubbedAnswer | Response;
/** An answer made from the request, to read its body or to answer with a stream. */
export type StubbedHandler = (request: Request) => Answer | Promise<Answer>;

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  // A 204 carries no body; Response refuses one.
  return status === 204 ? new Response(null, { status }) : Response.json(answer.body, { status });
}

/**
 * Replaces the global fetch with one that answers from a table keyed by URL path (`/api/public/config`),
 * or by method and path (`DELETE /api/me/notifications/n1`), which wins over the path alone, so components
 * run their real api client and queries against fixed answers. An entry can be a function of the request.
 * A path missing from the table gets the api's own 404 body, as the real api would answer.
 * Returns the spy to assert on the requests; the web Jest projects restore it after each test.
 */
export function stubFetch(answers: Record<string, Answer | StubbedHandler>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const { pathname } = new URL(request.url);
    const entry = answers[`${request.method} ${pathname}`] ?? answers[pathname];
    const answer = typeof entry === 'function' ? await entry(request) : entry;
    return toResponse(
      answer ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: `No stub for ${pathname}` }, requestId: 'stub' },
      },
    );
  });
}

/** The urls the stub was asked for, in order. */
export function requestedUrls(fetchSpy: ReturnType<typeof stubFetch>): string[] {
  return fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
}

/** The requests the stub received with this method and path, in order. */
export function requestsTo(
  fetchSpy: ReturnType<typeof stubFetch>,
  method: string,
  pathname: string,
): Request[] {
  return fetchSpy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}
