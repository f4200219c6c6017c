import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { type TProgram, type TTradeSide, ZRuleSetData } from '@propdesk/shared/contracts';
import { findInstrument } from '@propdesk/shared/domain';
import type { TEngineEvent } from '../engine/index.ts';
import { recordLedgerEntry } from '../modules/billing/index.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { Plan } from '../modules/plans/plan.entity.ts';
import { RuleSet } from '../modules/plans/rule-set.entity.ts';
import { closingPrice, fillPrice, profitMinor, quoteAt } from '../modules/simulator/market/index.ts';
import { SimulatorPosition } from '../modules/simulator/simulator-position.entity.ts';
import type { TAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { openTradingAccount } from '../modules/trading-accounts/account-opening.ts';
import { Deal } from '../modules/trading-accounts/deal.entity.ts';
import { recordActivity } from '../modules/trading-accounts/effect-records.ts';

/**
 * How a demo account gets its history: bought as a sandbox payment would have bought it, then traded on the
 * simulated market through the real engine (demo-trading-history.ts tells the stories).
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
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

export interface TDemoContext {
  readonly orm: MikroORM;
  readonly evaluator: TAccountEvaluator;
  readonly seed: number;
}

/**
 * A paid order and its account, as a sandbox payment at `at` would have opened them: the first phase, or
 * `phaseIndex` for a demo account that starts further on (a funded account whose challenge is not shown).
 */
export async function openPaidAccount(
  em: EntityManager,
  {
    email,
    slug,
    program,
    sizeMinor,
    at,
    phaseIndex = 0,
  }: { email: string; slug: string; program: TProgram; sizeMinor: number; at: number; phaseIndex?: number },
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
  recordLedgerEntry(em, {
    order,
    kind: 'payment',
    amountMinor: order.priceMinor,
    provider: order.provider,
    externalId: order.providerReference,
    reason: null,
    actorId: null,
    at,
  });
  const account = openTradingAccount(em, {
    order,
    rules: ZRuleSetData.parse(ruleSet.data),
    phaseIndex,
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
export async function tradeAccount(
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
export function dayTrade(
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
