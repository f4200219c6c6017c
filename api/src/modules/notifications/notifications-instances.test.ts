import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ZNotificationStreamMessage } from '@propdesk/shared/contracts';
import { createRedisClient, type Redis } from '../../infra/redis.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { openTestStream } from '../../test/sse-client.ts';
import { createSellingOrganization } from '../../test/trading-fixtures.ts';
import type { TOrganization, TUser } from '../tenancy/index.ts';
import { createEventDispatcher, DomainEvent } from '../events/index.ts';
import { createDevelopmentMailbox, createMailService, MailMessage } from '../mail/index.ts';
import {
  createNotificationMailConsumer,
  createNotificationRecordsConsumer,
} from './notification-consumers.ts';
import { createInProcessNotificationPush } from './notification-push.ts';
import { Notification } from './notification.entity.ts';
import { publishNotification } from './publish-notification.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const EVENTS = 1_000;
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/event-dispatch-worker.ts');

/** Several instances need PostgreSQL (row locks that skip) and Redis (the live push between them). */
const describeWithBoth =
  TEST_DRIVERS.includes('postgresql') && process.env['PROPDESK_SKIP_REDIS'] !== '1'
    ? describe
    : describe.skip;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A killed instance's batch is taken over once its lease runs out (10 s).
jest.setTimeout(90_000);

describeWithBoth('notifications across api instances (postgresql + redis)', () => {
  let database: TTestDatabase;
  let redis: Redis;
  let organization: TOrganization;
  let trader: TUser;

  beforeAll(async () => {
    database = await createTestDatabase('postgresql', 'notify_instances');
    redis = createRedisClient(REDIS_URL);
    const em = database.orm.em.fork();
    organization = (await createSellingOrganization(em, 'instances-firm')).organization;
    trader = await createTestAccount(em, { email: 'instances.trader@example.com', organization });
  });
  afterAll(async () => {
    await redis.quit();
    await database.dispose();
  });

  it('writes exactly one notification and one mail per event when an instance is killed mid-dispatch', async () => {
    const em = database.orm.em.fork();
    for (let index = 0; index < EVENTS; index += 1) {
      publishNotification(em, 'breach', {
        accountId: '00000000-0000-4000-8000-000000000001',
        ownerId: trader.id,
        organizationId: organization.id,
        login: `MT5-${index}`,
        rule: 'daily_loss',
        severity: 'hard',
      });
    }
    await em.flush();

    const url = database.database.driver === 'postgresql' ? database.database.url : '';
    const worker: ChildProcess = spawn(process.execPath, [WORKER, url, REDIS_URL, '25'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const survivor = createEventDispatcher({
      orm: database.orm,
      batchSize: 25,
      consumers: [
        createNotificationRecordsConsumer(createInProcessNotificationPush()),
        createNotificationMailConsumer(
          createMailService({
            orm: database.orm,
            mailer: createDevelopmentMailbox(),
            publicAppUrl: 'http://localhost:3000',
            productName: 'PropDesk',
          }),
        ),
      ],
    });
    const countNotifications = () => database.orm.em.fork().count(Notification, {});
    try {
      await once(worker.stdout ?? worker, 'data');
      // Both instances dispatch until a good part is done, then one dies with its batch in hand.
      while ((await countNotifications()) < EVENTS / 4) await survivor.dispatchBatch();
      worker.kill('SIGKILL');
      await once(worker, 'exit');
      const deadline = Date.now() + 60_000;
      while ((await database.orm.em.fork().count(DomainEvent, { dispatchedAt: null })) > 0) {
        if (Date.now() > deadline)
          throw new Error('the events left by the killed instance were never taken over');
        if ((await survivor.dispatchPending()) === 0) await pause(250);
      }
    } finally {
      worker.kill('SIGKILL');
    }

    const notifications = await database.orm.em.fork().find(Notification, {}, { fields: ['eventId'] });
    expect(notifications).toHaveLength(EVENTS);
    expect(new Set(notifications.map((notification) => notification.eventId)).size).toBe(EVENTS);
    expect(await database.orm.em.fork().count(MailMessage, { purpose: 'notification' })).toBe(EVENTS);
  });

  it('pushes a notification dispatched by one instance to a stream held by another', async () => {
    const dispatching = await buildTestApp({ orm: database.orm, redis });
    const streaming = await buildTestApp({ orm: database.orm, redis });
    try {
      const address = await streaming.listen({ port: 0, host: '127.0.0.1' });
      const { accessToken } = await signInAs(streaming, { email: 'instances.trader@example.com' });
      const stream = await openTestStream(
        `${address}/api/me/notifications/stream?language=en`,
        bearer(accessToken),
        (data) => ZNotificationStreamMessage.parse(data),
      );
      try {
        expect(stream.status).toBe(200);
        // The subscription to the reader's channel is confirmed asynchronously.
        await pause(200);
        const em = database.orm.em.fork();
        publishNotification(em, 'objective_met', {
          accountId: '00000000-0000-4000-8000-000000000002',
          ownerId: trader.id,
          organizationId: organization.id,
          login: 'MT5-TARGET',
          objective: 'profit_target',
        });
        await em.flush();
        await dispatching.events.dispatchPending();
        await stream.waitFor(1);
        expect(stream.messages[0]?.notification).toMatchObject({
          type: 'objective_met',
          title: 'Profit target reached',
          message: 'Account MT5-TARGET reached its profit target.',
        });
      } finally {
        stream.close();
      }
    } finally {
      await streaming.close();
      await dispatching.close();
    }
  });
});
