import { fork } from 'node:child_process';
import path from 'node:path';
import { ZNotificationStreamMessage } from '@propdesk/shared/contracts';
import { buildApp } from '../../api/src/app.ts';
import { createOrm } from '../../api/src/db/create-orm.ts';
import { ENTITIES } from '../../api/src/entities.ts';
import { createRedisClient } from '../../api/src/infra/redis.ts';
import { createEventDispatcher } from '../../api/src/modules/events/event-dispatcher.ts';
import { createDevelopmentMailbox } from '../../api/src/modules/mail/development-mailbox.ts';
import { createMailService } from '../../api/src/modules/mail/mail.service.ts';
import {
  createNotificationMailConsumer,
  createNotificationRecordsConsumer,
} from '../../api/src/modules/notifications/notification-consumers.ts';
import { createInProcessNotificationPush } from '../../api/src/modules/notifications/notification-push.ts';
import { publishNotification } from '../../api/src/modules/notifications/publish-notification.ts';
import type { TUser } from '../../api/src/modules/tenancy/user.entity.ts';
import { bearer, createTestAccount, signInAs } from '../../api/src/test/auth-fixtures.ts';
import { createTestConfig } from '../../api/src/test/build-test-app.ts';
import { openTestStream } from '../../api/src/test/sse-client.ts';
import { createSellingOrganization } from '../../api/src/test/trading-fixtures.ts';
import { benchOptions } from './bench-options.ts';
import { createTickDatabase } from './tick-accounts.ts';

/**
 * `npm run bench:events [-- --events=N] [-- --rate=N] [-- --seconds=N]` on PostgreSQL and Redis:
 * 1. Dispatch throughput: N events (default 20,000) waiting in the outbox, each a breach notification
 *    for one of 100 traders, handed by one dispatcher to the real consumers (notification records and
 *    mails, every trader keeping mails on); events per second.
 * 2. Live latency: a serving instance (its own process, background jobs on) dispatches; a second instance
 *    holds a trader's notification stream. Events are committed at `rate` per second (default 100, the
 *    product's realtime rate) for `seconds`; for each, the time from its commit to its arrival on the
 *    other instance's stream. Printed: p50, p99 and the slowest.
 */
const options = benchOptions(['--postgresql', ...process.argv.slice(2)]);
const EVENTS = options.count('events', 20_000);
const RATE = options.count('rate', 100);
const SECONDS = options.count('seconds', 10);
const TRADERS = 100;
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const MAILER = createDevelopmentMailbox({ capacity: 1 });

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const { database, dispose } = await createTickDatabase('postgresql');
if (database.driver !== 'postgresql') throw new Error('bench:events runs on PostgreSQL');
const orm = await createOrm(database, ENTITIES);
try {
  await orm.migrator.up();
  const em = orm.em.fork();
  const { organization } = await createSellingOrganization(em, 'events-firm');
  const traders: TUser[] = [];
  for (let index = 0; index < TRADERS; index += 1) {
    traders.push(await createTestAccount(em, { email: `events.trader.${index}@example.com`, organization }));
  }
  const breachOf = (index: number) => ({
    accountId: '00000000-0000-4000-8000-000000000001',
    ownerId: traders[index % TRADERS]?.id ?? '',
    organizationId: organization.id,
    login: `MT5-${index}`,
    rule: 'daily_loss' as const,
    severity: 'hard' as const,
  });

  // 1. Throughput.
  for (let start = 0; start < EVENTS; start += 1_000) {
    const batch = orm.em.fork();
    for (let index = start; index < Math.min(EVENTS, start + 1_000); index += 1) {
      publishNotification(batch, 'breach', breachOf(index));
    }
    await batch.flush();
  }
  const dispatcher = createEventDispatcher({
    orm,
    consumers: [
      createNotificationRecordsConsumer(createInProcessNotificationPush()),
      createNotificationMailConsumer(
        createMailService({
          orm,
          mailer: MAILER,
          publicAppUrl: 'http://localhost:3000',
          productName: 'PropDesk',
        }),
      ),
    ],
  });
  const started = performance.now();
  const dispatched = await dispatcher.dispatchPending();
  const seconds = (performance.now() - started) / 1_000;
  console.log(
    `dispatch on postgresql: ${dispatched} events (a notification and a mail each) in ${seconds.toFixed(2)} s` +
      ` = ${Math.round(dispatched / seconds)} events/s (goal ≥ 2,000)`,
  );

  // 2. Commit → another instance's stream.
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  const dispatching = fork(path.join(import.meta.dirname, 'event-instance.ts'), [], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const redis = createRedisClient(REDIS_URL);
  const streaming = await buildApp(createTestConfig({ database, redisUrl: REDIS_URL }), { orm, redis });
  try {
    await new Promise<void>((resolve) => dispatching.once('message', () => resolve()));
    const address = await streaming.listen({ port: 0, host: '127.0.0.1' });
    const { accessToken } = await signInAs(streaming, { email: 'events.trader.0@example.com' });
    const committedAt = new Map<string, number>();
    const latencies: number[] = [];
    const stream = await openTestStream(
      `${address}/api/me/notifications/stream?language=en`,
      bearer(accessToken),
      (data) => {
        const { notification } = ZNotificationStreamMessage.parse(data);
        const login = /MT5-LIVE-\d+/.exec(notification.message)?.[0];
        const at = login === undefined ? undefined : committedAt.get(login);
        if (at !== undefined) latencies.push(performance.now() - at);
        return notification;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const total = RATE * SECONDS;
    const runStarted = performance.now();
    for (let index = 0; index < total; index += 1) {
      const due = runStarted + (index * 1_000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const live = orm.em.fork();
      const login = `MT5-LIVE-${index}`;
      publishNotification(live, 'breach', { ...breachOf(0), login });
      await live.flush();
      committedAt.set(login, performance.now());
    }
    await stream.waitFor(total, 30_000).catch(() => undefined);
    stream.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `commit → stream on another instance: ${sorted.length}/${total} arrived at ${RATE}/s; ` +
        `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms ` +
        `(goal ≤ 250), max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`,
    );
  } finally {
    await streaming.close();
    await redis.quit();
    dispatching.disconnect();
    await new Promise<void>((resolve) => dispatching.once('exit', () => resolve()));
  }
} finally {
  await orm.close();
  await dispose();
}
