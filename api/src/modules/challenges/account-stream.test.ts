import { beforeAll, describe, expect, it } from '@jest/globals';
import { createParser } from 'eventsource-parser';
import { ZAccountStreamMessage, type TAccountStreamMessage } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { DailyStat } from './account-records.entity.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('the account stream and the test clock (%s)', (driver) => {
  const handle = useTestApp(driver, 'account_stream');
  const tokens = { trader: '', neighbour: '' };
  let accountId = '';

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, 'stream-firm');
    await createTestAccount(em, { email: 'streamer@example.com', organization });
    await createTestAccount(em, { email: 'stream.neighbour@example.com', organization });
    tokens.trader = (await signInAs(handle.app(), { email: 'streamer@example.com' })).accessToken;
    tokens.neighbour = (await signInAs(handle.app(), { email: 'stream.neighbour@example.com' })).accessToken;
    accountId = await buyAccount(handle.app(), tokens.trader, plans.two_step.id);
  });

  it('answers the current figures once to a client that does not ask for a stream, and 404 to others', async () => {
    const once = await handle.app().inject({
      method: 'GET',
      url: `/api/trading-accounts/${accountId}/stream`,
      headers: bearer(tokens.trader),
    });
    expect(once.statusCode).toBe(200);
    expect(ZAccountStreamMessage.parse(once.json()).snapshot.balanceMinor).toBe(2_500_000);
    const foreign = await handle.app().inject({
      method: 'GET',
      url: `/api/trading-accounts/${accountId}/stream`,
      headers: { ...bearer(tokens.neighbour), accept: 'text/event-stream' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('streams the account, and a new day when the test clock crosses the reset', async () => {
    const address = await handle.app().listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const messages: TAccountStreamMessage[] = [];
    let resolveCount: (() => void) | null = null;
    let wanted = 0;
    const parser = createParser({
      onEvent: (event) => {
        messages.push(ZAccountStreamMessage.parse(JSON.parse(event.data)));
        if (messages.length >= wanted) resolveCount?.();
      },
    });
    const waitFor = (count: number) =>
      new Promise<void>((resolve, reject) => {
        wanted = count;
        if (messages.length >= count) return resolve();
        resolveCount = resolve;
        setTimeout(() => reject(new Error(`only ${messages.length} of ${count} messages`)), 5_000);
      });
    try {
      const response = await fetch(`${address}/api/trading-accounts/${accountId}/stream`, {
        headers: { ...bearer(tokens.trader), accept: 'text/event-stream', origin: 'http://localhost:3000' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      // Hooks' headers survive the hand-over (CORS for the portal's origin).
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        for (;;) {
          const chunk = await reader?.read().catch(() => undefined);
          if (chunk === undefined || chunk.done) return;
          parser.feed(chunk.value);
        }
      })();
      await waitFor(1);
      const firstDay = messages[0]?.snapshot.day.dayKey;

      const moved = await handle
        .app()
        .inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: DAY_MS } });
      expect(moved.statusCode).toBe(200);
      await waitFor(2);
      expect(messages.at(-1)?.snapshot.day.dayKey).not.toBe(firstDay);
      // The reset ran through the engine: a quiet day closes without statistics, but the day moved on.
      expect(await handle.database().orm.em.fork().count(DailyStat, { account: accountId })).toBe(0);
    } finally {
      controller.abort();
    }
  });

  it('ends the open streams when the app shuts down, instead of waiting for the trader to leave', async () => {
    const app = await buildTestApp({ orm: handle.database().orm });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/trading-accounts/${accountId}/stream`, {
      headers: { ...bearer(tokens.trader), accept: 'text/event-stream' },
    });
    const reader = response.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    await app.close();
    let chunk = await reader?.read();
    while (chunk !== undefined && !chunk.done) chunk = await reader?.read();
    expect(chunk?.done).toBe(true);
  });
});

describe('the test clock in production', () => {
  it('is not registered: the path answers the ordinary 404', async () => {
    const database = await createTestDatabase('sqlite', 'dev_clock_production');
    try {
      const app = await buildTestApp({ orm: database.orm, config: { nodeEnv: 'production' } });
      const response = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: 1 } });
      expect(response.statusCode).toBe(404);
      await app.close();
    } finally {
      await database.dispose();
    }
  });
});
