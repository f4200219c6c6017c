import autocannon from 'autocannon';

const WARM_UP_SECONDS = 1;

export type TLoad = { connections: number; durationSeconds: number };

export type TLoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number };

/**
 * Loads one URL with autocannon (after a one-second warm-up it does not count, so the first row does not
 * pay for the JIT) and fails on any answer that is not a 2xx: a 429 or a 503 would be a figure of the
 * rate limiter or load shedding, not of the route.
 */
export async function loadUrl(
  url: string,
  headers: Record<string, string>,
  load: TLoad,
): Promise<TLoadResult> {
  await autocannon({ url, headers, connections: load.connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({
    url,
    headers,
    connections: load.connections,
    duration: load.durationSeconds,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} answers were not 2xx (4xx ${result['4xx']}, 5xx ${result['5xx']}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
