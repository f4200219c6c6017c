import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZPublicConfig, ZReadiness } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { NO_STORE, SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';

describe.each(TEST_DRIVERS)('platform routes (%s)', (driver) => {
  let database: TTestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'platform');
    app = await buildTestApp({
      orm: database.orm,
      config: {
        productName: 'Vega Prop',
        supportEmail: 'help@vegaprop.example',
        supportPhone: '+44 20 7946 0000',
        rateLimit: { max: 2, timeWindowMs: 60_000 },
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('GET /api/livez answers ok, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/livez' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe(NO_STORE);
  });

  it('GET /api/readyz answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/readyz' });

    expect(response.statusCode).toBe(200);
    expect(ZReadiness.parse(response.json())).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('GET /api/public/config answers the product settings with a short public cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/config' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHORT_PUBLIC_CACHE);
    expect(ZPublicConfig.parse(response.json())).toEqual({
      productName: 'Vega Prop',
      languages: ['en', 'es', 'it'],
      defaultLanguage: 'en',
      defaultOrganizationSlug: 'default',
      supportEmail: 'help@vegaprop.example',
      supportPhone: '+44 20 7946 0000',
    });
  });

  // Last: it spends this address's requests under the global limit of two.
  it('never rate limits liveness, but limits readiness (it queries the database)', async () => {
    const liveness: number[] = [];
    const readiness: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      liveness.push((await app.inject({ method: 'GET', url: '/api/livez' })).statusCode);
      readiness.push((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode);
    }
    expect(new Set(liveness)).toEqual(new Set([200]));
    expect(readiness.slice(-1)).toEqual([429]);
    const limited = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ZApiErrorBody.parse(limited.json()).error.code).toBe('RATE_LIMITED');
  });
});

describe.each(TEST_DRIVERS)('GET /api/readyz without a database (%s)', (driver) => {
  let database: TTestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'readiness');
    app = await buildTestApp({ orm: database.orm });
  });

  afterEach(async () => {
    await app.close();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('answers 503 with the failed check once the database connection is closed', async () => {
    await database.orm.close(true);

    const response = await app.inject({ method: 'GET', url: '/api/readyz' });

    expect(response.statusCode).toBe(503);
    expect(ZReadiness.parse(response.json())).toEqual({
      status: 'unavailable',
      checks: { database: 'failed' },
    });
  });
});
