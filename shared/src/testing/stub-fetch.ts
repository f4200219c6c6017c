import { jest } from '@jest/globals';

export interface StubbedAnswer {
  /** HTTP status; 200 when absent. */
  status?: number;
  /** Sent as JSON, like every answer of the api. */
  body: unknown;
}

/**
 * Replaces the global fetch with one that answers from a table keyed by URL path
 * (`/api/public/config`), so components run their real api client and queries against fixed answers.
 * A path missing from the table gets the api's own 404 body, as the real api would answer.
 * Returns the spy to assert on the requests; the web Jest projects restore it after each test.
 */
export function stubFetch(answers: Record<string, StubbedAnswer>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers[url.pathname] ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: `No stub for ${url.pathname}` }, requestId: 'stub' },
    };
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
}

/** The urls the stub was asked for, in order. */
export function requestedUrls(fetchSpy: ReturnType<typeof stubFetch>): string[] {
  return fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
}
