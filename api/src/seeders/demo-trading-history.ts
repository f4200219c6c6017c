import type { MikroORM } from '@mikro-orm/core';
import { User } from '../modules/tenancy/user.entity.ts';
import { Breach } from '../modules/trading-accounts/breach.entity.ts';
import { openDispute } from '../modules/breaches/dispute.service.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import {
  DAY,
  dayTrade,
  HOUR,
  openPaidAccount,
  tradeAccount,
  type TDemoContext,
} from './demo-account-trading.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoPayouts } from './demo-payouts.ts';

/**
 * Demo traders' accounts with a history (docs: Product › Demo data): simulator trades at the simulated
 * market's real prices in the past days, judged by the real engine through the same serialized evaluation as
 * live trading, so every figure, chart point, finished day, breach report and pass is what the product
 * computes. Which side a demo trade takes is chosen by looking at the deterministic market afterwards, so the
 * stories (a challenge on its way, a pass, a breach under dispute) come out the same on every install.
 */

export async function seedDemoTradingHistory(
  orm: MikroORM,
  { now, seed }: { now: number; seed: number },
): Promise<void> {
  const context: TDemoContext = {
    orm,
    evaluator: createAccountEvaluator({ changes: createInProcessAccountChangeBus() }),
    seed,
  };
  const em = orm.em.fork();
  const tess = DEMO_ACCOUNTS.trader.email;

  // Tess's $100,000 2-step challenge, on its way: five trading days, some losses, about 6% up, a position open.
  const challengeStart = now - 8 * DAY;
  const challenge = await openPaidAccount(em, {
    email: tess,
    slug: 'default',
    program: 'two_step',
    sizeMinor: 10_000_000,
    at: challengeStart,
  });
  await tradeAccount(
    context,
    challenge,
    [
      dayTrade(challengeStart, 1, 'EURUSD', [8, 13], 'win', 180_000),
      dayTrade(challengeStart, 2, 'GOLD', [9, 15], 'loss', 90_000),
      dayTrade(challengeStart, 3, 'DJI', [13, 18], 'win', 240_000),
      dayTrade(challengeStart, 5, 'GBPUSD', [7, 11], 'win', 150_000),
      dayTrade(challengeStart, 6, 'OIL', [10, 14], 'loss', 60_000),
      dayTrade(challengeStart, 7, 'GOLD', [9, 16], 'win', 210_000),
      { symbol: 'EURUSD', openAt: now - 2 * HOUR, closeAt: now, outcome: 'win', sizeMinor: 40_000 },
    ],
    { isLastLeftOpen: true, until: now },
  );

  // Tess's $25,000 2-step: the challenge passed over four days, the verification started.
  const passedStart = now - 20 * DAY;
  const passed = await openPaidAccount(em, {
    email: tess,
    slug: 'default',
    program: 'two_step',
    sizeMinor: 2_500_000,
    at: passedStart,
  });
  await tradeAccount(
    context,
    passed,
    [
      dayTrade(passedStart, 1, 'GOLD', [9, 15], 'win', 80_000),
      dayTrade(passedStart, 2, 'EURUSD', [8, 12], 'win', 70_000),
      dayTrade(passedStart, 4, 'DJI', [14, 19], 'loss', 30_000),
      dayTrade(passedStart, 5, 'GBPUSD', [8, 16], 'win', 90_000),
      dayTrade(passedStart, 6, 'GOLD', [10, 17], 'win', 90_000),
    ],
    { until: passedStart + 7 * DAY },
  );
  const verification = await orm.em
    .fork()
    .findOne(TradingAccount, { previousAccount: passed }, { fields: ['id', 'createdAt'] });
  if (verification !== null) {
    const verificationStart = passedStart + 7 * DAY;
    await tradeAccount(
      context,
      verification.id,
      [
        dayTrade(verificationStart, 1, 'EURUSD', [8, 14], 'win', 45_000),
        dayTrade(verificationStart, 3, 'SILVER', [9, 13], 'loss', 20_000),
      ],
      { until: now },
    );
  }

  // Tess's $50,000 1-step: one oversized gold trade took it through the max-loss floor.
  const failedStart = now - 12 * DAY;
  const failed = await openPaidAccount(em, {
    email: tess,
    slug: 'default',
    program: 'one_step',
    sizeMinor: 5_000_000,
    at: failedStart,
  });
  await tradeAccount(
    context,
    failed,
    [
      dayTrade(failedStart, 1, 'EURUSD', [8, 12], 'win', 60_000),
      dayTrade(failedStart, 2, 'GOLD', [9, 17], 'loss', 420_000),
    ],
    { until: now },
  );
  // Tess disputes that breach: the firm's staff have a dispute to decide (uphold, or overturn and reinstate).
  const tessUser = await em.findOneOrFail(User, { email: tess }, { fields: ['id'] });
  const breach = await orm.em.fork().findOneOrFail(Breach, { account: failed }, { fields: ['id'] });
  await openDispute({
    em: orm.em.fork(),
    ownerId: tessUser.id,
    accountId: failed,
    breachId: breach.id,
    message:
      'The gold quote jumped far outside the market for a few seconds and took my equity through the floor.',
  });

  // Marco, at VegaFunded Elite: an instant account that has already scaled once, and a fresh 2-step.
  const marco = DEMO_ACCOUNTS.eliteTrader.email;
  const instantStart = now - 10 * DAY;
  const instant = await openPaidAccount(em, {
    email: marco,
    slug: 'vegafundedelite',
    program: 'instant',
    sizeMinor: 5_000_000,
    at: instantStart,
  });
  await tradeAccount(
    context,
    instant,
    [
      dayTrade(instantStart, 1, 'DJI', [13, 17], 'win', 140_000),
      dayTrade(instantStart, 2, 'GOLD', [9, 14], 'win', 130_000),
      dayTrade(instantStart, 3, 'EURUSD', [8, 11], 'loss', 50_000),
      dayTrade(instantStart, 4, 'GBPUSD', [8, 15], 'win', 150_000),
      dayTrade(instantStart, 6, 'BTCUSD', [10, 16], 'win', 170_000),
      dayTrade(instantStart, 8, 'GOLD', [9, 13], 'win', 60_000),
    ],
    { until: now },
  );
  const freshStart = now - 2 * DAY;
  const fresh = await openPaidAccount(em, {
    email: marco,
    slug: 'vegafundedelite',
    program: 'two_step',
    sizeMinor: 5_000_000,
    at: freshStart,
  });
  await tradeAccount(context, fresh, [dayTrade(freshStart, 1, 'AUDUSD', [8, 12], 'win', 35_000)], {
    until: now,
  });

  await seedDemoPayouts(context, now);
}
