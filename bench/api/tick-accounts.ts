import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/core';
import pMap from 'p-map';
import type { TDatabaseConfig } from '../../api/src/config/app-config.ts';
import type { TDatabaseDriver } from '../../api/src/db/config.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  scratchPostgresUrl,
  uniqueDatabaseName,
  withDatabaseName,
} from '../../api/src/db/postgres-admin.ts';
import { createManualClock } from '../../api/src/infra/clock.ts';
import { quoteAt } from '../../api/src/modules/simulator/market/index.ts';
import { placeSimulatorOrder } from '../../api/src/modules/simulator/simulator.service.ts';
import { createInProcessAccountChangeBus } from '../../api/src/modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../../api/src/modules/trading-accounts/account-evaluation.ts';
import { createTestAccount } from '../../api/src/test/auth-fixtures.ts';
import { createSellingOrganization, openPlatformAccount } from '../../api/src/test/trading-fixtures.ts';

export type TTickDatabase = {
  readonly database: TDatabaseConfig;
  /** Removes the database; stop every process using it first. */
  dispose(): Promise<void>;
};

/**
 * A database the instance processes share: a SQLite file in a temporary folder (an in-memory one belongs
 * to one connection), or a uniquely named PostgreSQL database on TEST_POSTGRES_URL's server.
 */
export async function createTickDatabase(driver: TDatabaseDriver): Promise<TTickDatabase> {
  if (driver === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-tick-'));
    return {
      database: { driver: 'sqlite', path: path.join(folder, 'bench.sqlite') },
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const adminUrl = scratchPostgresUrl();
  const name = uniqueDatabaseName('bench_tick');
  await createPostgresDatabase(adminUrl, name);
  return {
    database: { driver: 'postgresql', url: withDatabaseName(adminUrl, name) },
    dispose: () => dropPostgresDatabase(adminUrl, name),
  };
}

const SYMBOLS = ['EURUSD', 'GBPUSD', 'GOLD', 'DJI', 'OIL', 'SILVER'] as const;

/**
 * Logins are eight random digits, unique by a constraint, and the caller retries a collision
 * (account-login.ts): among 20,000 accounts a few collide.
 */
async function openWithFreshLogin<T>(open: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt === 3) throw error;
    }
  }
}

/**
 * `count` two-step simulator accounts, each with one open position placed through the real order path;
 * every other position carries a stop-loss and a take-profit 5 % away, so a tick scans stops too without
 * any of them triggering during the run.
 */
export async function openTickAccounts(
  orm: MikroORM,
  { count, startAt, marketSeed }: { count: number; startAt: number; marketSeed: number },
): Promise<void> {
  const em = orm.em.fork();
  const { organization, plans } = await createSellingOrganization(em, 'tick-firm');
  const trader = await createTestAccount(em, { email: 'tick.trader@example.com', organization });
  const simulator = {
    evaluator: createAccountEvaluator({ changes: createInProcessAccountChangeBus() }),
    clock: createManualClock(startAt),
    seed: marketSeed,
  };
  const isPostgres = orm.config.get('clientUrl') !== undefined;
  await pMap(
    Array.from({ length: count }, (_, index) => index),
    async (index) => {
      const account = await openWithFreshLogin(() =>
        openPlatformAccount(orm.em.fork(), {
          organization,
          trader,
          plan: plans.two_step,
          platform: 'simulator',
          startedAt: startAt - 60_000,
        }),
      );
      const symbol = SYMBOLS[index % SYMBOLS.length] ?? 'EURUSD';
      const side = index % 2 === 0 ? 'buy' : 'sell';
      const { bid } = quoteAt(marketSeed, symbol, startAt);
      // Two decimals are valid for every instrument (they show two or five).
      const [below, above] = [Number((bid * 0.95).toFixed(2)), Number((bid * 1.05).toFixed(2))];
      const hasStops = index % 4 < 2;
      await placeSimulatorOrder({
        em: orm.em.fork(),
        accountId: account.id,
        order: {
          symbol,
          side,
          volume: 0.1,
          stopLoss: hasStops ? (side === 'buy' ? below : above) : null,
          takeProfit: hasStops ? (side === 'buy' ? above : below) : null,
        },
        simulator,
      });
    },
    // SQLite has one connection; PostgreSQL opens the accounts faster a few at a time.
    { concurrency: isPostgres ? 8 : 1 },
  );
}
