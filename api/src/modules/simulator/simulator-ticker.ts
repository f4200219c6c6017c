import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import type { TAccountChangeBus } from '../trading-accounts/account-changes.ts';
import { TICK_MS } from './market/index.ts';
import { markSimulatorAccounts } from './batch-marks.ts';
import { listAccountsToMark } from './position-rows.ts';
import { markSimulatorAccount, type TSimulator } from './simulator.service.ts';

/**
 * Every simulated second: each simulator account with open positions is marked to market (stops, then its
 * equity) and judged against the rules, most of them in batches (batch-marks.ts). Several api instances
 * may tick the same accounts; evaluations of one account are serialized, and a second mark of the same
 * instant is skipped, so nothing is judged twice. Answers how many accounts were marked.
 */
export async function tickSimulator({
  orm,
  simulator,
}: {
  orm: MikroORM;
  simulator: TSimulator;
}): Promise<number> {
  const accountIds = await listAccountsToMark(orm.em.fork());
  return markSimulatorAccounts({ orm, accountIds, simulator });
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
