import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { DEFAULT_PRESSURE_LIMITS } from '../config/app-config.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';

const SAMPLE_INTERVAL_MS = 10;

describe.each(TEST_DRIVERS)('load shedding (%s)', (driver) => {
  // A one-byte heap limit: the first memory sample puts the app under pressure.
  const handle = useTestApp(driver, 'under_pressure', {
    config: {
      pressure: { ...DEFAULT_PRESSURE_LIMITS, maxHeapUsedBytes: 1, sampleIntervalMs: SAMPLE_INTERVAL_MS },
    },
  });

  it('answers 503 SERVICE_UNAVAILABLE in the error shape, with Retry-After', async () => {
    await sleep(SAMPLE_INTERVAL_MS * 5);

    const response = await handle.app().inject({ method: 'GET', url: '/api/public/config' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(ZApiErrorBody.parse(response.json())).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable' },
      requestId: response.headers['x-request-id'],
    });
  });

  it('keeps the liveness probe answering: a busy process is not a dead one', async () => {
    await sleep(SAMPLE_INTERVAL_MS * 5);

    const response = await handle.app().inject({ method: 'GET', url: '/api/livez' });

    expect(response.statusCode).toBe(200);
  });

  it('takes the instance out of rotation: readiness answers 503', async () => {
    await sleep(SAMPLE_INTERVAL_MS * 5);

    const response = await handle.app().inject({ method: 'GET', url: '/api/readyz' });

    expect(response.statusCode).toBe(503);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
