import type { EntityManager } from '@mikro-orm/core';
import type { TEngineEffect, TLateDealBookedEffect } from '../../engine/index.ts';
import { DailyStat, type TDailyStat } from './daily-stat.entity.ts';
import type { TTradingAccount } from './trading-account.entity.ts';

/**
 * The daily statistics of deals delivered after the reset that ended their day
 * (docs: Domain rules › Trading days): the executed day's row takes the deal's result (closed profit, end
 * balance, counted), and every later finished day starts and ends that much higher or lower, so each day
 * still starts where the one before ended. Equity figures are the snapshots of their moment and stay.
 *
 * Runs after the evaluation's other rows are flushed: the same evaluation may have just written the day's
 * row (a reset and a late deal in one delivery).
 */
export async function recordLateDeals(
  em: EntityManager,
  { account, effects }: { account: TTradingAccount; effects: readonly TEngineEffect[] },
): Promise<void> {
  for (const effect of effects) {
    if (effect.type === 'late_deal_booked') await bookInDailyStats(em, account, effect);
  }
}

async function bookInDailyStats(
  em: EntityManager,
  account: TTradingAccount,
  effect: TLateDealBookedEffect,
): Promise<void> {
  const row =
    (await em.findOne(DailyStat, { account: account.id, dayKey: effect.dayKey })) ??
    (await createQuietDayRow(em, account, effect.dayKey));
  row.closedProfitMinor = effect.closedProfitMinor;
  row.isCounted = effect.isCounted;
  row.endBalanceMinor += effect.resultMinor;
  const laterDays = await em.find(DailyStat, { account: account.id, dayKey: { $gt: effect.dayKey } });
  for (const day of laterDays) {
    day.startBalanceMinor += effect.resultMinor;
    day.endBalanceMinor += effect.resultMinor;
  }
  await em.flush();
}

/**
 * A day without activity has no row: it gets one that starts where the last day before it ended (balance
 * and equity do not move on a day without deals), or at the phase's starting size.
 */
async function createQuietDayRow(
  em: EntityManager,
  account: TTradingAccount,
  dayKey: string,
): Promise<TDailyStat> {
  const previous = await em.findOne(
    DailyStat,
    { account: account.id, dayKey: { $lt: dayKey } },
    { orderBy: { dayKey: 'desc' } },
  );
  const startBalanceMinor = previous?.endBalanceMinor ?? account.accountSizeMinor;
  const startEquityMinor = previous?.endEquityMinor ?? account.accountSizeMinor;
  return em.create(DailyStat, {
    account,
    dayKey,
    startBalanceMinor,
    startEquityMinor,
    endBalanceMinor: startBalanceMinor,
    endEquityMinor: startEquityMinor,
    closedProfitMinor: 0,
    isCounted: false,
  });
}
