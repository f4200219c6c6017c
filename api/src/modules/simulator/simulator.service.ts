import type { EntityManager, MikroORM } from '@mikro-orm/core';
import {
  ERROR_CODES,
  TRADING_ERROR_CODES,
  type ZPlaceSimulatorOrder,
  type TPositionCloseReason,
  type TSimulatorPosition as TSimulatorPositionRecord,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import type { TEngineEvent } from '../../engine/index.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClock } from '../../infra/clock.ts';
import { Deal, type TAccountEvaluator, type TTradingAccount, viewOf } from '../trading-accounts/index.ts';
import {
  checkMarketOrder,
  closingPrice,
  findStopTrigger,
  floatingProfitMinor,
  profitMinor,
  quoteAt,
  type TMarketSeed,
} from './market/index.ts';
import { equityMarkEvent, floatingOf } from './mark-plan.ts';
import { SimulatorPosition, type TSimulatorPosition } from './simulator-position.entity.ts';

/** What the simulator platform works with: the serialized evaluator, the engine's clock, the market seed. */
export interface TSimulator {
  readonly evaluator: TAccountEvaluator;
  readonly clock: TClock;
  readonly seed: TMarketSeed;
}

export function toPositionRecord(
  position: TSimulatorPosition,
  seed: TMarketSeed,
  now: number,
): TSimulatorPositionRecord {
  const isOpen = position.status === 'open';
  const priced = {
    symbol: position.symbol,
    side: position.side,
    volume: Number(position.volume),
    openPrice: Number(position.openPrice),
  };
  const quote = quoteAt(seed, position.symbol, now);
  return {
    id: position.id,
    symbol: position.symbol,
    side: position.side,
    volume: priced.volume,
    openPrice: priced.openPrice,
    stopLoss:
      position.stopLoss === null || position.stopLoss === undefined ? null : Number(position.stopLoss),
    takeProfit:
      position.takeProfit === null || position.takeProfit === undefined ? null : Number(position.takeProfit),
    openedAt: position.openedAt.toISOString(),
    currentPrice: isOpen ? closingPrice(position.side, quote) : Number(position.closePrice),
    floatingProfitMinor: isOpen ? floatingProfitMinor(priced, quote) : 0,
    closedAt: position.closedAt?.toISOString() ?? null,
    closePrice:
      position.closePrice === null || position.closePrice === undefined ? null : Number(position.closePrice),
    profitMinor: position.profitMinor ?? null,
    closeReason: position.closeReason ?? null,
  };
}

function refuseTrading(message: string): DomainError {
  return new DomainError(TRADING_ERROR_CODES.tradingNotAllowed, message);
}

/** Only a live simulator account trades; a pause that a reset already lifted counts as lifted. */
function assertCanTrade(account: TTradingAccount, now: number): void {
  if (account.platform !== 'simulator') refuseTradingOn(account);
  const view = viewOf(account, now);
  if (view.status === 'paused' && view.pausedUntil !== null) {
    throw refuseTrading(`Trading is paused until ${new Date(view.pausedUntil).toISOString()} (soft breach)`);
  }
  if (view.status !== 'active') throw refuseTrading(`This account is ${view.status}: it no longer trades`);
}

function refuseTradingOn(account: TTradingAccount): never {
  throw refuseTrading(`This account trades on ${account.platform}, not on the simulator`);
}

/**
 * A market order: validated against the instrument and the quote of this second, filled at the ask (buy)
 * or the bid (sell), booked as a position and its opening deal, and judged by the engine in the same
 * serialized evaluation, so an order can never slip past a breach another event is recording.
 */
export async function placeSimulatorOrder({
  em,
  accountId,
  order,
  simulator,
}: {
  em: EntityManager;
  accountId: string;
  order: z.output<typeof ZPlaceSimulatorOrder>;
  simulator: TSimulator;
}): Promise<TSimulatorPositionRecord> {
  let opened: TSimulatorPosition | null = null;
  const now = simulator.clock.now();
  await simulator.evaluator.evaluate({
    em,
    accountId,
    collectEvents: (tx, account) => {
      assertCanTrade(account, now);
      const check = checkMarketOrder(simulator.seed, order, now);
      if (!check.ok) {
        throw new DomainError(ERROR_CODES.validation, check.errors[0]?.message ?? 'The order is not valid', {
          details: {
            issues: check.errors.map((error) => ({
              location: 'body',
              path: `/${error.field}`,
              code: error.code,
              message: error.message,
            })),
          },
        });
      }
      opened = tx.create(SimulatorPosition, {
        account,
        symbol: order.symbol,
        side: order.side,
        volume: order.volume,
        openPrice: check.fillPrice,
        stopLoss: order.stopLoss,
        takeProfit: order.takeProfit,
        openedAt: new Date(now),
        status: 'open',
        checkedUntil: new Date(now),
        closedAt: null,
        closePrice: null,
        profitMinor: null,
        closeReason: null,
      });
      const dealId = `sim-in-${opened.id}`;
      tx.create(Deal, {
        account,
        externalId: dealId,
        positionId: opened.id,
        symbol: order.symbol,
        side: order.side,
        volume: order.volume,
        price: check.fillPrice,
        entry: 'in',
        executedAt: new Date(now),
      });
      return [{ type: 'deal_opened', id: dealId, at: now, positionId: opened.id }];
    },
  });
  if (opened === null) throw new Error('The order was evaluated without opening a position');
  return toPositionRecord(opened, simulator.seed, now);
}

/** Closes one position at `price` (a trader's close, a stop, a breach) and returns its closing event. */
/** The external id of a simulator position's closing deal (unique per account, like a platform's ticket). */
export function closingDealIdOf(positionId: string): string {
  return `sim-out-${positionId}`;
}

function closePosition(
  em: EntityManager,
  account: TTradingAccount,
  position: TSimulatorPosition,
  close: { price: number; at: number; reason: TPositionCloseReason },
): TEngineEvent {
  const profit = profitMinor(
    {
      symbol: position.symbol,
      side: position.side,
      volume: Number(position.volume),
      openPrice: Number(position.openPrice),
    },
    close.price,
  );
  position.status = 'closed';
  position.closedAt = new Date(close.at);
  position.closePrice = close.price;
  position.profitMinor = profit;
  position.closeReason = close.reason;
  position.checkedUntil = new Date(close.at);
  const dealId = closingDealIdOf(position.id);
  em.create(Deal, {
    account,
    externalId: dealId,
    positionId: position.id,
    symbol: position.symbol,
    side: position.side,
    volume: Number(position.volume),
    price: close.price,
    entry: 'out',
    profitMinor: profit,
    executedAt: new Date(close.at),
  });
  return { type: 'deal_closed', id: dealId, at: close.at, positionId: position.id, profitMinor: profit };
}

/** The trader closes a position at the current quote. */
export async function closeSimulatorPosition({
  em,
  accountId,
  positionId,
  simulator,
}: {
  em: EntityManager;
  accountId: string;
  positionId: string;
  simulator: TSimulator;
}): Promise<TSimulatorPositionRecord> {
  const now = simulator.clock.now();
  let closed: TSimulatorPosition | null = null;
  await simulator.evaluator.evaluate({
    em,
    accountId,
    collectEvents: async (tx, account) => {
      const position = await tx.findOne(SimulatorPosition, { id: positionId, account: account.id });
      if (position === null) throw DomainError.notFound('Position not found');
      if (position.status !== 'open') throw refuseTrading('This position is already closed');
      const price = closingPrice(position.side, quoteAt(simulator.seed, position.symbol, now));
      closed = position;
      return [closePosition(tx, account, position, { price, at: now, reason: 'trader' })];
    },
  });
  if (closed === null) throw new Error('The close was evaluated without a position');
  return toPositionRecord(closed, simulator.seed, now);
}

export async function listOpenPositions(
  em: EntityManager,
  accountId: string,
  simulator: TSimulator,
): Promise<TSimulatorPositionRecord[]> {
  const positions = await em.find(
    SimulatorPosition,
    { account: accountId, status: 'open' },
    { orderBy: { openedAt: 'asc', id: 'asc' } },
  );
  const now = simulator.clock.now();
  return positions.map((position) => toPositionRecord(position, simulator.seed, now));
}

/**
 * One account's price move (the simulator's tick): stop-losses and take-profits touched since the last
 * check close at the price that touched them, then the account's equity (balance plus the floating
 * profit of what is still open, at this second's quotes) goes to the engine as the platform's equity: the
 * simulator is this account's broker, so its figure can fail the account. `closeAll` closes everything at
 * the current quotes (after a breach).
 */
export async function markSimulatorAccount({
  orm,
  accountId,
  simulator,
  closeAllReason = null,
}: {
  orm: MikroORM;
  accountId: string;
  simulator: TSimulator;
  closeAllReason?: TPositionCloseReason | null;
}): Promise<void> {
  const now = simulator.clock.now();
  const outcome = await simulator.evaluator.evaluate({
    em: orm.em.fork(),
    accountId,
    collectEvents: async (tx, account) => {
      if (account.platform !== 'simulator') return [];
      const positions = await tx.find(SimulatorPosition, { account: account.id, status: 'open' });
      const events: TEngineEvent[] = [];
      let closedProfit = 0;
      const stillOpen: TSimulatorPosition[] = [];
      for (const position of positions) {
        if (closeAllReason !== null) {
          const price = closingPrice(position.side, quoteAt(simulator.seed, position.symbol, now));
          const event = closePosition(tx, account, position, { price, at: now, reason: closeAllReason });
          if (event.type === 'deal_closed') closedProfit += event.profitMinor;
          events.push(event);
          continue;
        }
        const scan = findStopTrigger(
          simulator.seed,
          {
            symbol: position.symbol,
            side: position.side,
            stopLoss: nullableNumber(position.stopLoss),
            takeProfit: nullableNumber(position.takeProfit),
          },
          position.checkedUntil.getTime(),
          now,
        );
        if (scan.trigger !== null) {
          const event = closePosition(tx, account, position, {
            price: scan.trigger.price,
            at: scan.trigger.atMs,
            reason: scan.trigger.reason,
          });
          if (event.type === 'deal_closed') closedProfit += event.profitMinor;
          events.push(event);
        } else {
          position.checkedUntil = new Date(scan.scannedThroughMs);
          stillOpen.push(position);
        }
      }
      if (positions.length === 0) return [];
      const floating = stillOpen.reduce(
        (sum, position) =>
          sum +
          floatingOf(
            {
              symbol: position.symbol,
              side: position.side,
              volume: Number(position.volume),
              openPrice: Number(position.openPrice),
            },
            quoteAt(simulator.seed, position.symbol, now),
          ),
        0,
      );
      events.sort((a, b) => a.at - b.at);
      events.push(
        equityMarkEvent(account.id, now, account.engineState.balanceMinor + closedProfit + floating),
      );
      return events;
    },
  });
  const mustCloseAll = outcome.effects.some((effect) => effect.type === 'breach' && effect.closePositions);
  if (mustCloseAll && closeAllReason === null) {
    await markSimulatorAccount({ orm, accountId, simulator, closeAllReason: 'breach' });
  }
}

function nullableNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}
