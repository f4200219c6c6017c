import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import type { TInstanceMembership } from '../platform/index.ts';
import type { TAccountChangeBus } from '../trading-accounts/index.ts';
import { TICK_MS } from './market/index.ts';
import { markSimulatorAccounts } from './batch-marks.ts';
import { listAccountsToMark } from './position-rows.ts';
import { markSimulatorAccount, type TSimulator } from './simulator.service.ts';

/** Which accounts this instance marks (instance-membership.ts); without one, it marks them all. */
export type TTickShare = Pick<TInstanceMembership, 'refresh' | 'owns'>;

/**
 * Every simulated second: each simulator account with open positions is marked to market (stops, then its
 * equity) and judged against the rules, most of them in batches (batch-marks.ts). Serving instances share
 * the accounts out: each marks those it owns among the instances alive at the tick's start, so two
 * instances mark twice as many, and the share of one that stops passes to the others within seconds.
 * During such a change an account may be marked by two instances, or by none, for a second: evaluations
 * of one account are serialized, and a second mark of the same instant is skipped, so nothing is judged
 * twice. Answers how many accounts this instance marked.
 */
export async function tickSimulator({
  orm,
  simulator,
  share,
}: {
  orm: MikroORM;
  simulator: TSimulator;
  share?: TTickShare;
}): Promise<number> {
  await share?.refresh();
  const accountIds = await listAccountsToMark(orm.em.fork());
  const owned = share === undefined ? accountIds : accountIds.filter((accountId) => share.owns(accountId));
  return markSimulatorAccounts({ orm, accountIds: owned, simulator });
}

export function scheduleSimulator(
  app: FastifyInstance,
  {
    orm,
    simulator,
    changes,
    share,
  }: { orm: MikroORM; simulator: TSimulator; changes: TAccountChangeBus; share: TTickShare },
): void {
  scheduleRepeatingJob(app, {
    name: 'simulator tick',
    everyMs: TICK_MS,
    run: () => tickSimulator({ orm, simulator, share }),
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
