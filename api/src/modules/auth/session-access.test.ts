import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { countStatements } from '../../db/statement-counter.ts';
import { createRedisClient, type Redis } from '../../infra/redis.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { buildTestApp, createTestConfig } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { createSessionAccessCache } from './session-access-cache.ts';
import { startSession } from './session.service.ts';
import { Organization, Profile } from '../tenancy/index.ts';
import {
  createInProcessSessionRevocations,
  createRedisSessionRevocations,
  type TSessionRevocations,
} from './session-revocations.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const hasRedis = process.env['PROPDESK_SKIP_REDIS'] !== '1';

/** Asks `app` for the session until it is refused; answers how long that took, or null past `withinMs`. */
async function msUntilRefused(app: FastifyInstance, accessToken: string, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(accessToken),
    });
    if (response.statusCode === 401) return Date.now() - started;
    if (Date.now() - started > withinMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(TEST_DRIVERS)('the access check (%s)', (driver) => {
  let database: TTestDatabase;
  let redis: Redis | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver, 'session_access');
    if (hasRedis) redis = createRedisClient(REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
    await database.dispose();
  });

  async function signedInUser(email: string) {
    const em = database.orm.em.fork();
    const user = await createTestAccount(em, { email });
    const { session } = startSession({ em, user, client: { ip: '127.0.0.1', userAgent: 'test' } });
    await em.flush();
    return { em, user, session };
  }

  it('remembers a live session, forgets it when told, and never remembers a read that a forget overtook', async () => {
    const { user, session } = await signedInUser('remembered@example.com');
    const cache = createSessionAccessCache({
      revocations: createInProcessSessionRevocations(),
      ttlMs: 60_000,
    });
    const read = () =>
      countStatements(database.orm, () =>
        cache.read({ em: database.orm.em.fork(), sessionId: session.id, userId: user.id, now: new Date() }),
      );
    expect((await read()).statements).toBe(1);
    const remembered = await read();
    expect(remembered.statements).toBe(0);
    expect(remembered.result).toMatchObject({ userId: user.id, role: 'client', hasSecondFactor: false });

    cache.forgetUser(user.id);
    expect((await read()).statements).toBe(1);
    // A read in flight when the user is forgotten may have seen the session before the change committed.
    const inFlight = read();
    cache.forgetUser(user.id);
    await inFlight;
    expect((await read()).statements).toBe(1);
    // A token of the same session naming someone else is refused.
    const foreign = await cache.read({
      em: database.orm.em.fork(),
      sessionId: session.id,
      userId: '00000000-0000-4000-8000-000000000000',
      now: new Date(),
    });
    expect(foreign).toBeNull();
  });

  it("carries the organization's status, and forgets every session when told to forget everyone", async () => {
    const { em, user, session } = await signedInUser('firm.member@example.com');
    const organization = em.create(Organization, { slug: 'access-firm', name: 'Access Firm' });
    await em.flush();
    await em.nativeUpdate(Profile, { user: user.id }, { organization: organization.id });
    const cache = createSessionAccessCache({
      revocations: createInProcessSessionRevocations(),
      ttlMs: 60_000,
    });
    const read = () =>
      countStatements(database.orm, () =>
        cache.read({ em: database.orm.em.fork(), sessionId: session.id, userId: user.id, now: new Date() }),
      );
    expect((await read()).result).toMatchObject({ organizationStatus: 'active' });
    expect((await read()).statements).toBe(0);
    await em.nativeUpdate(Organization, { id: organization.id }, { status: 'suspended' });
    cache.forgetEveryone();
    const after = await read();
    expect(after.statements).toBe(1);
    expect(after.result).toMatchObject({ organizationStatus: 'suspended' });
  });

  it('tells every instance to forget everyone through Redis', async () => {
    if (redis === undefined) return;
    const [speaker, listener] = [createRedisSessionRevocations(redis), createRedisSessionRevocations(redis)];
    try {
      for (
        let waited = 0;
        !(speaker.isListening() && listener.isListening()) && waited < 2_000;
        waited += 20
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (!listener.isListening()) return;
      // Listening only now: a subscriber tells its own listeners `everyone` when it connects.
      const heard = new Promise<unknown>((resolve) => listener.subscribe(resolve));
      speaker.publishEveryone();
      expect(await heard).toBe('everyone');
    } finally {
      await speaker.close();
      await listener.close();
    }
  });

  it('serves nothing from memory while notices cannot arrive', async () => {
    const { user, session } = await signedInUser('unheard@example.com');
    const deaf: TSessionRevocations = { ...createInProcessSessionRevocations(), isListening: () => false };
    const cache = createSessionAccessCache({ revocations: deaf, ttlMs: 60_000 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { statements } = await countStatements(database.orm, () =>
        cache.read({ em: database.orm.em.fork(), sessionId: session.id, userId: user.id, now: new Date() }),
      );
      expect(statements).toBe(1);
    }
  });

  const sharing = [
    ['without Redis', false],
    ['with Redis', true],
  ] as const;
  it.each(sharing)(
    'refuses a signed-out session at once on its instance and within a second on another (%s)',
    async (_label, usesRedis) => {
      if (usesRedis && redis === undefined) return;
      // Two instances of one deployment: the same database, secrets and (maybe) Redis.
      const config = createTestConfig();
      const shared = { orm: database.orm, config, ...(usesRedis && redis !== undefined ? { redis } : {}) };
      const first = await buildTestApp(shared);
      const second = await buildTestApp(shared);
      try {
        const email = `two.instances.${usesRedis ? 'redis' : 'alone'}@example.com`;
        await createTestAccount(database.orm.em.fork(), { email });
        const { accessToken } = await signInAs(first, { email, portal: 'client' });
        for (const app of [first, second]) {
          const answer = await app.inject({
            method: 'GET',
            url: '/api/auth/session',
            headers: bearer(accessToken),
          });
          expect(answer.statusCode).toBe(200);
        }
        const signedOut = await first.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: bearer(accessToken),
        });
        expect(signedOut.statusCode).toBe(204);
        expect(await msUntilRefused(first, accessToken, 0)).not.toBeNull();
        expect(await msUntilRefused(second, accessToken, 1_000)).not.toBeNull();
        // Alone, the remembered entry expires within a second. With Redis it would be remembered for 30 s:
        // refused within a second means the notice arrived.
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
