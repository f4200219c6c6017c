import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { TClock } from '../../infra/clock.ts';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { activateDueRuleSets } from '../plans/index.ts';
import type { TAccountEvaluator } from './account-evaluation.ts';
import { TradingAccount } from './trading-account.entity.ts';

/** How often due resets are looked for; a reset is applied at most this late to a quiet account. */
export const RESET_SCAN_INTERVAL_MS = 15_000;
const RESETS_PER_SCAN = 500;

/**
 * Activates the rule-set versions whose effective date has come, then applies the daily reset to every
 * live account whose reset time has passed: it closes the day (daily
 * statistics, end-of-day checks, trailing floors), lifts soft-breach pauses and expires idle accounts even
 * when no trade or price arrives. Safe on several instances at once: evaluations are serialized per
 * account and the engine ignores a reset the account already crossed, so each runs once per account and
 * day. Accounts that trade cross their reset with their next event anyway.
 */
export async function runDueResets({
  orm,
  evaluator,
  clock,
}: {
  orm: MikroORM;
  evaluator: TAccountEvaluator;
  clock: TClock;
}): Promise<number> {
  const now = clock.now();
  // New rule-set versions take effect on the same clock as the resets.
  await activateDueRuleSets(orm.em.fork(), new Date(now));
  const due = await orm.em
    .fork()
    .find(
      TradingAccount,
      { nextResetAt: { $lte: new Date(now) } },
      { fields: ['id', 'nextResetAt'], orderBy: { nextResetAt: 'asc' }, limit: RESETS_PER_SCAN },
    );
  for (const account of due) {
    await evaluator.evaluate({
      em: orm.em.fork(),
      accountId: account.id,
      collectEvents: () => [
        { type: 'daily_reset', id: `reset:${account.nextResetAt?.getTime() ?? now}`, at: now },
      ],
    });
  }
  return due.length;
}

export function scheduleDailyResets(
  app: FastifyInstance,
  dependencies: { orm: MikroORM; evaluator: TAccountEvaluator; clock: TClock },
): void {
  scheduleRepeatingJob(app, {
    name: 'daily resets',
    everyMs: RESET_SCAN_INTERVAL_MS,
    run: () => runDueResets(dependencies),
  });
}
