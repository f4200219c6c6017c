import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { ZPublicPlansResponse } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { createSellingOrganization } from '../test/trading-fixtures.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(TEST_DRIVERS)('compressed answers (%s)', (driver) => {
  const handle = useTestApp(driver, 'compression');
  const plans = (acceptEncoding?: string) =>
    handle.app().inject({
      method: 'GET',
      url: '/api/public/organizations/compressed-firm/plans',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the plans brotli or gzip as the browser accepts, and plain to a client that accepts neither', async () => {
    await createSellingOrganization(handle.database().orm.em.fork(), 'compressed-firm');
    const plain = await plans();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await plans('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(
      ZPublicPlansResponse.parse(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())),
    ).toEqual(plain.json());

    const gzip = await plans('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await handle
      .app()
      .inject({ method: 'GET', url: '/api/livez', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
