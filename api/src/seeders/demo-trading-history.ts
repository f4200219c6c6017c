import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { type TProgram, type TTradeSide, ZRuleSetData } from '@propdesk/shared/contracts';
import { findInstrument } from '@propdesk/shared/domain';
import type { TEngineEvent } from '../engine/index.ts';
import { User } from '../modules/auth/user.entity.ts';
import { Order } from '../modules/orders/order.entity.ts';
import { Organization } from '../modules/organizations/organization.entity.ts';
import { Plan } from '../modules/plans/plan.entity.ts';
import { RuleSet } from '../modules/plans/rule-set.entity.ts';
import { closingPrice, fillPrice, profitMinor, quoteAt } from '../modules/simulator/market/index.ts';
import { SimulatorPosition } from '../modules/simulator/simulator-position.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import {
  createAccountEvaluator,
  type TAccountEvaluator,
} from '../modules/trading-accounts/account-evaluation.ts';
import { openTradingAccount } from '../modules/trading-accounts/account-opening.ts';
import { Deal } from '../modules/trading-accounts/deal.entity.ts';
import { recordActivity } from '../modules/trading-accounts/effect-records.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * Demo traders' accounts with a history (docs/product.md, demo data): simulator trades at the simulated
 * market's real prices in the past days, judged by the real engine through the same serialized evaluation as
 * live trading, so every figure, chart point, finished day, breach report and pass is what the product
 * computes. Which side a demo trade takes is chosen by looking at the deterministic market afterwards, so the
 * stories (a challenge on its way, a pass, a breach) come out the same on every install.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MARK_EVERY_MS = HOUR / 2;

type TOutcome = 'win' | 'loss';

interface TDemoTrade {
  readonly symbol: string;
  readonly openAt: number;
  readonly closeAt: number;
  readonly outcome: TOutcome;
  /** About how much it should win or lose, in cents (the volume is sized for it). */
  readonly sizeMinor: number;
}

interface TDemoContext {
  readonly orm: MikroORM;
  readonly evaluator: TAccountEvaluator;
  readonly seed: number;
}

/** A paid order and its first-phase account, as a sandbox payment at `at` would have opened them. */
async function openPaidAccount(
  em: EntityManager,
  {
    email,
    slug,
    program,
    sizeMinor,
    at,
  }: { email: string; slug: string; program: TProgram; sizeMinor: number; at: number },
): Promise<string> {
  const user = await em.findOneOrFail(User, { email });
  const organization = await em.findOneOrFail(Organization, { slug });
  const plan = await em.findOneOrFail(Plan, {
    organization: organization.id,
    program,
    accountSizeMinor: sizeMinor,
  });
  const ruleSet = await em.findOneOrFail(RuleSet, {
    organization: organization.id,
    program,
    status: 'active',
  });
  const order = em.create(Order, {
    organization,
    user,
    plan,
    ruleSet,
    program,
    accountSizeMinor: plan.accountSizeMinor,
    priceMinor: plan.feeMinor,
    currency: plan.currency,
    platform: 'simulator',
    status: 'paid',
    provider: 'sandbox',
    providerReference: `sbx_demo_${randomUUID()}`,
    idempotencyKey: `demo-${randomUUID()}`,
    paidAt: new Date(at),
    failedAt: null,
  });
  const account = openTradingAccount(em, {
    order,
    rules: ZRuleSetData.parse(ruleSet.data),
    phaseIndex: 0,
    previousAccount: null,
    startedAt: at,
  });
  recordActivity(em, account, 'account_opened', at, {
    phaseKind: account.phaseKind,
    accountSizeMinor: account.accountSizeMinor,
  });
  await em.flush();
  return account.id;
}

interface TPlannedTrade {
  readonly openAt: number;
  readonly closeAt: number;
  readonly side: TTradeSide;
  readonly volume: number;
}

/** The price move per unit of a position held from `openAt`, at `at` (closing side). */
function moveAt(seed: number, symbol: string, side: TTradeSide, openAt: number, at: number): number {
  const open = quoteAt(seed, symbol, openAt);
  const now = quoteAt(seed, symbol, at);
  return side === 'buy' ? now.bid - open.ask : open.bid - now.ask;
}

/**
 * Picks, within the trade's day, the window and side that give the story its outcome cleanly: a win whose
 * worst dip on the way is small next to its gain, or a loss that ends at about its worst point, so a demo
 * trade never breaks a daily limit by accident. The volume (on the instrument's grid) sizes it.
 */
function planTrade(seed: number, trade: TDemoTrade): TPlannedTrade {
  const instrument = findInstrument(trade.symbol);
  if (instrument === undefined) throw new Error(`Unknown demo instrument ${trade.symbol}`);
  const dayStart = Math.floor(trade.openAt / DAY) * DAY;
  let best: { score: number; plan: TPlannedTrade } | null = null;
  for (let openHour = 6; openHour <= 15; openHour += 1) {
    for (let hours = 1; hours <= 6; hours += 1) {
      const openAt = dayStart + openHour * HOUR;
      const closeAt = openAt + hours * HOUR;
      if (closeAt > trade.closeAt + 3 * HOUR) continue;
      for (const side of ['buy', 'sell'] as const) {
        const final = moveAt(seed, trade.symbol, side, openAt, closeAt);
        if (trade.outcome === 'win' ? final <= 0 : final >= 0) continue;
        let worst = 0;
        for (let at = openAt + MARK_EVERY_MS; at < closeAt; at += MARK_EVERY_MS) {
          worst = Math.min(worst, moveAt(seed, trade.symbol, side, openAt, at));
        }
        const size = Math.abs(final);
        const score =
          trade.outcome === 'win' ? size / (Math.abs(worst) + size * 0.2) : size / Math.max(size, -worst);
        const lots = trade.sizeMinor / 100 / (size * instrument.contractSize);
        const volume = Math.round(lots / instrument.volumeStep) * instrument.volumeStep;
        if (volume < instrument.minVolume || volume > instrument.maxVolume) continue;
        if (best === null || score > best.score) {
          best = { score, plan: { openAt, closeAt, side, volume: Number(volume.toFixed(2)) } };
        }
      }
    }
  }
  if (best === null)
    throw new Error(`No ${trade.outcome} window for ${trade.symbol} on ${new Date(dayStart).toISOString()}`);
  return best.plan;
}

/**
 * Books the trades on an account and judges them: each position and its deals, the equity marked every
 * half hour while positions are open, then the engine's verdicts (days, breaches, the pass) as live.
 * `openUntil` leaves the last trade open (a live position on the account page).
 */
async function tradeAccount(
  context: TDemoContext,
  accountId: string,
  trades: readonly TDemoTrade[],
  { isLastLeftOpen = false, until }: { isLastLeftOpen?: boolean; until: number },
): Promise<void> {
  // One evaluation per trade: each reads the balance the engine left (a scaling step resets it).
  for (const [index, trade] of trades.entries()) {
    await context.evaluator.evaluate({
      em: context.orm.em.fork(),
      accountId,
      collectEvents: (em, account) => {
        const events: TEngineEvent[] = [];
        const balance = account.engineState.balanceMinor;
        const isOpen = isLastLeftOpen && index === trades.length - 1;
        const planned: TPlannedTrade = isOpen
          ? { ...trade, side: 'buy', volume: 0.5 }
          : planTrade(context.seed, trade);
        const { side, volume } = planned;
        const openPrice = fillPrice(side, quoteAt(context.seed, trade.symbol, planned.openAt));
        const priced = { symbol: trade.symbol, side, volume, openPrice };
        const position = em.create(SimulatorPosition, {
          account,
          symbol: trade.symbol,
          side,
          volume,
          openPrice,
          stopLoss: null,
          takeProfit: null,
          openedAt: new Date(planned.openAt),
          status: 'open',
          checkedUntil: new Date(isOpen ? until : planned.closeAt),
          closedAt: null,
          closePrice: null,
          profitMinor: null,
          closeReason: null,
        });
        em.create(Deal, {
          account,
          externalId: `sim-in-${position.id}`,
          positionId: position.id,
          symbol: trade.symbol,
          side,
          volume,
          price: openPrice,
          entry: 'in',
          executedAt: new Date(planned.openAt),
        });
        events.push({
          type: 'deal_opened',
          id: `sim-in-${position.id}`,
          at: planned.openAt,
          positionId: position.id,
        });
        const markUntil = isOpen ? until : planned.closeAt;
        for (let at = planned.openAt + MARK_EVERY_MS; at < markUntil; at += MARK_EVERY_MS) {
          const floating = profitMinor(priced, closingPrice(side, quoteAt(context.seed, trade.symbol, at)));
          events.push({
            type: 'equity_update',
            id: `sim-equity-${position.id}-${at}`,
            at,
            equityMinor: balance + floating,
            isEstimate: false,
          });
        }
        if (isOpen) return events;
        const closePrice = closingPrice(side, quoteAt(context.seed, trade.symbol, planned.closeAt));
        const profit = profitMinor(priced, closePrice);
        Object.assign(position, {
          status: 'closed',
          closedAt: new Date(planned.closeAt),
          closePrice,
          profitMinor: profit,
          closeReason: 'trader',
        });
        em.create(Deal, {
          account,
          externalId: `sim-out-${position.id}`,
          positionId: position.id,
          symbol: trade.symbol,
          side,
          volume,
          price: closePrice,
          entry: 'out',
          profitMinor: profit,
          executedAt: new Date(planned.closeAt),
        });
        events.push({
          type: 'deal_closed',
          id: `sim-out-${position.id}`,
          at: planned.closeAt,
          positionId: position.id,
          profitMinor: profit,
        });
        return events;
      },
    });
  }
  await context.evaluator.evaluate({
    em: context.orm.em.fork(),
    accountId,
    collectEvents: () => [{ type: 'clock_tick', id: `demo-now-${accountId}`, at: until }],
  });
}

/** A trade on day `day` (0 = the account's first day) between two hours of that day (UTC). */
function dayTrade(
  start: number,
  day: number,
  symbol: string,
  hours: [number, number],
  outcome: TOutcome,
  sizeMinor: number,
): TDemoTrade {
  const dayStart = Math.floor(start / DAY) * DAY + day * DAY;
  return {
    symbol,
    openAt: dayStart + hours[0] * HOUR,
    closeAt: dayStart + hours[1] * HOUR,
    outcome,
    sizeMinor,
  };
}

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
}
