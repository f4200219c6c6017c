import { once } from 'node:events';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { TRADING_ERROR_CODES, ZAccountStreamMessage, ZApiErrorBody } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { openTestStream } from '../../test/sse-client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, Session } from '../auth/index.ts';
import { DailyStat } from './daily-stat.entity.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('the account stream and the test clock (%s)', (driver) => {
  const handle = useTestApp(driver, 'account_stream');
  const tokens = { trader: '', neighbour: '' };
  let accountId = '';
  let planId = '';

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, 'stream-firm');
    await createTestAccount(em, { email: 'streamer@example.com', organization });
    await createTestAccount(em, { email: 'stream.neighbour@example.com', organization });
    tokens.trader = (await signInAs(handle.app(), { email: 'streamer@example.com' })).accessToken;
    tokens.neighbour = (await signInAs(handle.app(), { email: 'stream.neighbour@example.com' })).accessToken;
    planId = plans.two_step.id;
    accountId = await buyAccount(handle.app(), tokens.trader, planId);
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
    const stream = await openTestStream(
      `${address}/api/trading-accounts/${accountId}/stream`,
      { ...bearer(tokens.trader), origin: 'http://localhost:3000' },
      (data) => ZAccountStreamMessage.parse(data),
    );
    const { messages, waitFor } = stream;
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      // Hooks' headers survive the hand-over (CORS for the portal's origin).
      expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
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
      stream.close();
    }
  });

  /**
   * A second listening app on the same database (the shared one answers inject() calls). Its secrets are
   * its own, so the trader signs in to it; `token` may trade the access token for another of the same
   * session. Opens the stream, checks the first frame, and resolves `ended` when the server ends it.
   */
  async function openStream(
    token: (accessToken: string, app: FastifyInstance) => string = (accessToken) => accessToken,
  ) {
    const app = await buildTestApp({ orm: handle.database().orm });
    const signedIn = await signInAs(app, { email: 'streamer@example.com' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/trading-accounts/${accountId}/stream`, {
      headers: { ...bearer(token(signedIn.accessToken, app)), accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (reader === undefined) throw new Error('the stream has no body');
    expect((await reader.read()).value).toContain('"accountId"');
    const ended = (async () => {
      // Ended cleanly, or cut off (a server shutting down closes the socket).
      for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return Date.now();
    })();
    return { app, address, accessToken: signedIn.accessToken, sessionId: signedIn.sessionId, ended };
  }

  /** Whether `ended` has settled within `ms`. */
  async function endsWithin(ended: Promise<number>, ms: number): Promise<boolean> {
    return Promise.race([
      ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, ms, false)),
    ]);
  }

  it('ends when its session ends, at the next frame, like any other request', async () => {
    const { app, sessionId, ended } = await openStream();
    try {
      const moveDays = (days: number) =>
        app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs: days * DAY_MS } });
      // A new day makes a frame: the stream goes on while the session lives...
      expect((await moveDays(3)).statusCode).toBe(200);
      expect(await endsWithin(ended, 1_000)).toBe(false);
      // ...and the next frame after sign-out finds the session over and ends it.
      await handle
        .database()
        .orm.em.fork()
        .nativeUpdate(Session, { id: sessionId }, { revokedAt: new Date() });
      expect((await moveDays(1)).statusCode).toBe(200);
      expect(await endsWithin(ended, 3_000)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('ends when its access token expires, so the page reconnects with a fresh one', async () => {
    let expiresAt = 0;
    const { app, address, accessToken, ended } = await openStream((accessToken, app) => {
      const claims = app.jwt.decode<{ sub: string; sid: string; role: string }>(accessToken);
      const token = app.jwt.sign(
        { sub: claims?.sub, sid: claims?.sid, role: claims?.role },
        { expiresIn: 2 },
      );
      expiresAt = (app.jwt.decode<{ exp: number }>(token)?.exp ?? 0) * 1000;
      return token;
    });
    try {
      expect(await endsWithin(ended, 3_000)).toBe(true);
      expect(await ended).toBeGreaterThanOrEqual(expiresAt - 50);
      // The ended stream gave its slot back: the session may open its full share again.
      await openUntilAnswered(address, accessToken);
      const streams = await openMany(address, accessToken, MAX_STREAMS_PER_SESSION - 1);
      streams.forEach((stream) => stream.close());
    } finally {
      await app.close();
    }
  });

  /** One stream request: 200 (a stream, first frame read) or the error answered instead. */
  async function tryStream(address: string, accessToken: string, target = accountId) {
    const controller = new AbortController();
    const response = await fetch(`${address}/api/trading-accounts/${target}/stream`, {
      headers: { ...bearer(accessToken), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 200) {
      return { status: response.status, error: ZApiErrorBody.parse(await response.json()).error, close() {} };
    }
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader?.read())?.value).toContain('"accountId"');
    const ended = (async () => {
      for (;;) if ((await reader?.read().catch(() => ({ done: true })))?.done !== false) return Date.now();
    })();
    return { status: 200, error: null, ended, close: () => controller.abort() };
  }

  async function openMany(address: string, accessToken: string, count: number, target = accountId) {
    const streams = [];
    for (let index = 0; index < count; index += 1) {
      const stream = await tryStream(address, accessToken, target);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    return streams;
  }

  /** A slot comes back when the server sees the connection close, a moment after the client left. */
  async function openUntilAnswered(address: string, accessToken: string, target = accountId) {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const stream = await tryStream(address, accessToken, target);
      if (stream.status === 200) return stream;
      expect(stream.error?.code).toBe(TRADING_ERROR_CODES.streamLimitReached);
      if (Date.now() > deadline) throw new Error('the slot was not given back');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('refuses a stream past the limit per session with 429, and gives the slot back when a client leaves', async () => {
    const { app, address, accessToken } = await openStream();
    const streams = await openMany(address, accessToken, MAX_STREAMS_PER_SESSION - 1);
    try {
      const refused = await tryStream(address, accessToken);
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe(TRADING_ERROR_CODES.streamLimitReached);
      expect(refused.error?.message).toMatch(
        new RegExp(`at most ${MAX_STREAMS_PER_SESSION} live views`, 'i'),
      );
      // The figures once need no slot, and another session of the same trader has its own share.
      const once = await app.inject({
        method: 'GET',
        url: `/api/trading-accounts/${accountId}/stream`,
        headers: bearer(accessToken),
      });
      expect(once.statusCode).toBe(200);
      const otherDevice = await signInAs(app, { email: 'streamer@example.com' });
      streams.push(await openUntilAnswered(address, otherDevice.accessToken));

      streams[0]?.close();
      streams.push(await openUntilAnswered(address, accessToken));
      expect((await tryStream(address, accessToken)).status).toBe(429);
    } finally {
      streams.forEach((stream) => stream.close());
      await app.close();
    }
  });

  it('refuses a stream past the limit per user over all sessions, and gives the slots of an ended session back', async () => {
    const app = await buildTestApp({ orm: handle.database().orm });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = await signInAs(app, { email: 'streamer@example.com' });
    // On this app's clock, so moving that clock a day resets the account: a frame for every stream.
    const ownAccountId = await buyAccount(app, first.accessToken, planId);
    const streams = await openMany(address, first.accessToken, MAX_STREAMS_PER_SESSION, ownAccountId);
    const sessionEnds = streams.map((stream) => stream.ended ?? Promise.resolve(0));
    let last = { accessToken: '', sessionId: '' };
    try {
      for (let open = MAX_STREAMS_PER_SESSION; open < MAX_STREAMS_PER_USER; open += MAX_STREAMS_PER_SESSION) {
        last = await signInAs(app, { email: 'streamer@example.com' });
        const count = Math.min(MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER - open);
        streams.push(...(await openMany(address, last.accessToken, count, ownAccountId)));
      }
      const fresh = await signInAs(app, { email: 'streamer@example.com' });
      for (const token of [last.accessToken, fresh.accessToken]) {
        const refused = await tryStream(address, token, ownAccountId);
        expect(refused.status).toBe(429);
        expect(refused.error?.code).toBe(TRADING_ERROR_CODES.streamLimitReached);
        expect(refused.error?.message).toMatch(new RegExp(`at most ${MAX_STREAMS_PER_USER} live views`, 'i'));
      }
      // Signed out: the first session's streams end at their next frame and give their slots back.
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(first.accessToken),
      });
      expect(signedOut.statusCode).toBe(204);
      const moved = await app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { advanceMs: DAY_MS },
      });
      expect(moved.statusCode).toBe(200);
      for (const sessionEnd of sessionEnds) expect(await endsWithin(sessionEnd, 3_000)).toBe(true);
      streams.push(await openUntilAnswered(address, fresh.accessToken, ownAccountId));
      streams.push(
        ...(await openMany(address, fresh.accessToken, MAX_STREAMS_PER_SESSION - 1, ownAccountId)),
      );
      expect((await tryStream(address, fresh.accessToken, ownAccountId)).status).toBe(429);
    } finally {
      streams.forEach((stream) => stream.close());
      await app.close();
    }
  });

  it('gives the slot back when the client leaves before its stream has started', async () => {
    let held = 0;
    const app = await buildTestApp({
      orm: handle.database().orm,
      // Holds a marked request until its client has gone: its stream then starts on a closed connection,
      // whose 'close' has fired before the stream could listen for it.
      extend: (app) =>
        app.addHook('preHandler', async (request) => {
          if (request.headers['x-test-leaves'] === undefined) return;
          held += 1;
          if (!request.raw.socket.destroyed) await once(request.raw.socket, 'close');
        }),
    });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { accessToken } = await signInAs(app, { email: 'streamer@example.com' });
      const { hostname, port } = new URL(address);
      for (let attempt = 1; attempt <= MAX_STREAMS_PER_SESSION; attempt += 1) {
        const socket = connect(Number(port), hostname);
        socket.write(
          `GET /api/trading-accounts/${accountId}/stream HTTP/1.1\r\nhost: ${hostname}\r\n` +
            `authorization: Bearer ${accessToken}\r\naccept: text/event-stream\r\nx-test-leaves: 1\r\n\r\n`,
        );
        while (held < attempt) await new Promise((resolve) => setTimeout(resolve, 10));
        socket.destroy();
      }
      const streams = [await openUntilAnswered(address, accessToken)];
      streams.push(...(await openMany(address, accessToken, MAX_STREAMS_PER_SESSION - 1)));
      expect((await tryStream(address, accessToken)).status).toBe(429);
      streams.forEach((stream) => stream.close());
    } finally {
      await app.close();
    }
  });

  it('ends the open streams when the app shuts down, instead of waiting for the trader to leave', async () => {
    const { app, ended } = await openStream();
    await app.close();
    expect(await endsWithin(ended, 1_000)).toBe(true);
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
