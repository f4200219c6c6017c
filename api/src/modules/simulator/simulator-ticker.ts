import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import pMap from 'p-map';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import type { TAccountChangeBus } from '../trading-accounts/account-changes.ts';
import { TICK_MS } from './market/index.ts';
import { SimulatorPosition } from './simulator-position.entity.ts';
import { markSimulatorAccount, type TSimulator } from './simulator.service.ts';

/**
 * Accounts marked at once. Each mark is a short transaction that mostly waits on the database, so a few
 * in flight multiply the accounts one instance keeps judged each second (bench/api/simulator-tick.ts),
 * while leaving most of the connection pool to requests.
 */
const TICK_CONCURRENCY = 4;

/**
 * Every simulated second: each simulator account with open positions is marked to market (stops, then its
 * equity) through the serialized evaluation, so every price move is judged against the rules. Several api
 * instances may tick the same accounts; evaluations queue per account and each reads the state the last
 * one wrote, so a second tick of the same second changes nothing that matters.
 */
export async function tickSimulator({
  orm,
  simulator,
}: {
  orm: MikroORM;
  simulator: TSimulator;
}): Promise<number> {
  const rows = await orm.em
    .fork()
    .find(
      SimulatorPosition,
      { status: 'open', account: { status: { $in: ['active', 'paused'] } } },
      { fields: ['account'] },
    );
  const accountIds = [...new Set(rows.map((row) => row.account.id))];
  await pMap(accountIds, (accountId) => markSimulatorAccount({ orm, accountId, simulator }), {
    concurrency: TICK_CONCURRENCY,
  });
  return accountIds.length;
}

export function scheduleSimulator(
  app: FastifyInstance,
  { orm, simulator, changes }: { orm: MikroORM; simulator: TSimulator; changes: TAccountChangeBus },
): void {
  scheduleRepeatingJob(app, {
    name: 'simulator tick',
    everyMs: TICK_MS,
    run: () => tickSimulator({ orm, simulator }),
  });
  // A breach found anywhere (an end-of-day check at a reset, another instance's tick) closes the positions.
  const unsubscribe = changes.subscribeToAll((change) => {
    if (!change.closePositions) return;
    markSimulatorAccount({ orm, accountId: change.accountId, simulator, closeAllReason: 'breach' }).catch(
      (error: unknown) =>
        app.log.error({ err: error, accountId: change.accountId }, 'closing positions after a breach failed'),
    );
  });
  app.addHook('onClose', async () => unsubscribe());
}
