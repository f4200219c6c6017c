import type { TTradeSide } from '@propdesk/shared/contracts';
import type { TAccountState, TEquityUpdateEvent } from '../../engine/index.ts';
import {
  findStopTrigger,
  floatingProfitMinor,
  quoteAt,
  type TMarketQuote,
  type TMarketSeed,
} from './market/index.ts';

/** An open position as a mark reads it: prices as numbers, the stop check's progress in epoch ms. */
export type TMarkedPosition = {
  readonly id: string;
  readonly symbol: string;
  readonly side: TTradeSide;
  readonly volume: number;
  readonly openPrice: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly checkedUntil: number;
};

/** The floating profit of an open position at a quote of its symbol. */
export function floatingOf(
  position: Pick<TMarkedPosition, 'symbol' | 'side' | 'volume' | 'openPrice'>,
  quote: TMarketQuote,
): number {
  return floatingProfitMinor(
    { symbol: position.symbol, side: position.side, volume: position.volume, openPrice: position.openPrice },
    quote,
  );
}

/**
 * The simulator's broker equity for the engine: the simulator is the broker of its accounts, so its
 * figure is not an estimate and can fail the account. One id per account and instant, so a mark is the
 * same event wherever it is made.
 */
export function equityMarkEvent(accountId: string, now: number, equityMinor: number): TEquityUpdateEvent {
  return {
    type: 'equity_update',
    id: `sim-equity-${accountId}-${now}`,
    at: now,
    equityMinor,
    isEstimate: false,
  };
}

/** This second's quote per symbol, read once for every position of a tick. */
export function createQuoteBook(seed: TMarketSeed, now: number): (symbol: string) => TMarketQuote {
  const quotes = new Map<string, TMarketQuote>();
  return (symbol) => {
    let quote = quotes.get(symbol);
    if (quote === undefined) {
      quote = quoteAt(seed, symbol, now);
      quotes.set(symbol, quote);
    }
    return quote;
  };
}

/**
 * What a tick does to one account, decided without writing anything:
 * - `mark`: no stop was touched; its equity (balance plus the floating profit of every open position at
 *   this second's quotes) goes to the engine, and the stops of each position that has any count as
 *   checked through `checkedUntil`. This is what `markSimulatorAccount` does when no stop is touched.
 * - `hand_over`: a stop was touched, so a position closes: the full per-account mark records that.
 * - `skip`: nothing is open any more, or the account was already judged at this instant or later (a mark
 *   of the same second by another instance during a hand-over, an order placed this very millisecond):
 *   an older equity must not follow a newer event.
 */
export type TMarkPlan =
  | {
      readonly kind: 'mark';
      readonly event: TEquityUpdateEvent;
      readonly checkedUntil: ReadonlyMap<string, number>;
    }
  | { readonly kind: 'hand_over' }
  | { readonly kind: 'skip' };

export function planMark({
  seed,
  accountId,
  state,
  positions,
  now,
  quoteOf,
}: {
  seed: TMarketSeed;
  accountId: string;
  state: TAccountState;
  positions: readonly TMarkedPosition[];
  now: number;
  quoteOf: (symbol: string) => TMarketQuote;
}): TMarkPlan {
  if (positions.length === 0 || state.lastEventAt >= now) return { kind: 'skip' };
  const checkedUntil = new Map<string, number>();
  let floating = 0;
  for (const position of positions) {
    const scan = findStopTrigger(seed, position, position.checkedUntil, now);
    if (scan.trigger !== null) return { kind: 'hand_over' };
    // Nothing to check on a position without stops: its row is left as it is.
    if (position.stopLoss !== null || position.takeProfit !== null) {
      checkedUntil.set(position.id, scan.scannedThroughMs);
    }
    floating += floatingOf(position, quoteOf(position.symbol));
  }
  return {
    kind: 'mark',
    event: equityMarkEvent(accountId, now, state.balanceMinor + floating),
    checkedUntil,
  };
}
