import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { TEST_ALLOWED_ORIGIN } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';

const LIMIT = 3;

describe.each(TEST_DRIVERS)('rate limit (%s)', (driver) => {
  const handle = useTestApp(driver, 'rate_limit', {
    config: { rateLimit: { max: LIMIT, timeWindowMs: 60_000 } },
  });

  const request = (url: string, remoteAddress: string) =>
    handle.app().inject({ method: 'GET', url, remoteAddress, headers: { origin: TEST_ALLOWED_ORIGIN } });

  it('answers 429 RATE_LIMITED in the error shape once a client exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      statuses.push((await request('/api/public/config', '10.0.0.1')).statusCode);
    }
    const limited = await request('/api/public/config', '10.0.0.1');

    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // CORS headers survive, so the browser lets the page read why it was refused.
    expect(limited.headers['access-control-allow-origin']).toBe(TEST_ALLOWED_ORIGIN);
    const body = ZApiErrorBody.parse(limited.json());
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.requestId).toBe(limited.headers['x-request-id']);
  });

  it('counts each client separately', async () => {
    const response = await request('/api/public/config', '10.0.0.2');

    expect(response.statusCode).toBe(200);
  });

  it('also limits requests for unknown routes, so probing for URLs spends the quota', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      statuses.push((await request('/api/guessing-urls', '10.0.0.3')).statusCode);
    }

    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
