import autocannon from 'autocannon';

const WARM_UP_SECONDS = 1;

export type TLoad = { connections: number; durationSeconds: number };

/** CPU time used so far (microseconds) by the server under load and by its database server, if apart. */
export type TCpuSample = { server: number | undefined; database: number | undefined };

export type TLoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time per answered request, the load generator's speed left out. */
  cpuMicrosPerRequest: number | undefined;
  /** The database server's CPU time per request (PostgreSQL; SQLite's is in the server's own). */
  databaseCpuMicrosPerRequest: number | undefined;
};

function perRequest(before: number | undefined, after: number | undefined, requests: number) {
  return before === undefined || after === undefined || requests === 0
    ? undefined
    : (after - before) / requests;
}

/**
 * Loads one URL with autocannon (after a one-second warm-up it does not count, so the first row does not
 * pay for the JIT) and fails on any answer that is not a 2xx: a 429 or a 503 would be a figure of the
 * rate limiter or load shedding, not of the route. `sampleCpu` is read around the measured load.
 */
export async function loadUrl(
  url: string,
  headers: Record<string, string>,
  load: TLoad,
  sampleCpu: () => TCpuSample,
): Promise<TLoadResult> {
  await autocannon({ url, headers, connections: load.connections, duration: WARM_UP_SECONDS });
  const before = sampleCpu();
  const result = await autocannon({
    url,
    headers,
    connections: load.connections,
    duration: load.durationSeconds,
  });
  const after = sampleCpu();
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} answers were not 2xx (4xx ${result['4xx']}, 5xx ${result['5xx']}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: perRequest(before.server, after.server, requests),
    databaseCpuMicrosPerRequest: perRequest(before.database, after.database, requests),
  };
}
