import type { TPositionCloseReason, TTradeSide } from '@propdesk/shared/domain';
import { marketInstrument, toPoints } from './market-instruments.ts';
import { MAX_TICKS_PER_RUN, quotesOfTicks, tickIndexOf, tickMsOf, type TMarketSeed } from './quotes.ts';
import { closingPrice } from './trade-prices.ts';

export type TProtectedPosition = {
  readonly symbol: string;
  readonly side: TTradeSide;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
};

export type TStopTrigger = {
  readonly reason: Extract<TPositionCloseReason, 'stop_loss' | 'take_profit'>;
  /** The start of the tick that touched the level. */
  readonly atMs: number;
  /**
   * The closing-side price of that tick (bid for a buy, ask for a sell). It may lie a little beyond the
   * level, as a real stop slips when the price jumps across it; it is always a price the market showed.
   */
  readonly price: number;
};

export type TStopScan = {
  readonly trigger: TStopTrigger | null;
  /**
   * How far the scan got: the trigger's instant, `toMs` when (fromMs, toMs] was scanned in full, or the
   * last tick scanned when the period was longer than MAX_STOP_SCAN_TICKS.
   */
  readonly scannedThroughMs: number;
};

/**
 * A day of ticks per call bounds one call's work (a few tens of milliseconds). A caller that has been away
 * longer (an api restart, a position untouched for a week) scans again from `scannedThroughMs` until it
 * reaches `toMs` or a trigger, yielding between calls if it wants to stay responsive.
 */
export const MAX_STOP_SCAN_TICKS = MAX_TICKS_PER_RUN;

/** Read in chunks, so a trigger early in a long period costs little. */
const CHUNK_TICKS = 4_096;

/**
 * The first instant in (fromMs, toMs] at which the position's stop-loss or take-profit is touched, tick by
 * tick on the closing side: a buy's bid at or below its stop-loss or at or above its take-profit, a sell's
 * ask at or above its stop-loss or at or below its take-profit. A tick is seen from its start, so the tick
 * holding `fromMs` (already judged, or the one the position opened in) is not scanned again. Should one tick
 * touch both (only possible with inconsistent levels), the stop-loss wins.
 */
export function findStopTrigger(
  seed: TMarketSeed,
  position: TProtectedPosition,
  fromMs: number,
  toMs: number,
): TStopScan {
  const instrument = marketInstrument(position.symbol);
  if (position.stopLoss === null && position.takeProfit === null) {
    return { trigger: null, scannedThroughMs: Math.max(fromMs, toMs) };
  }
  const firstTick = tickIndexOf(fromMs) + 1;
  const requestedLastTick = tickIndexOf(toMs);
  if (requestedLastTick < firstTick) return { trigger: null, scannedThroughMs: Math.max(fromMs, toMs) };
  const lastTick = Math.min(requestedLastTick, firstTick + MAX_STOP_SCAN_TICKS - 1);
  const scannedThroughMs = lastTick === requestedLastTick ? toMs : tickMsOf(lastTick);

  const isBuy = position.side === 'buy';
  const stopLossPoints = position.stopLoss === null ? null : toPoints(instrument, position.stopLoss);
  const takeProfitPoints = position.takeProfit === null ? null : toPoints(instrument, position.takeProfit);
  for (let chunkStart = firstTick; chunkStart <= lastTick; chunkStart += CHUNK_TICKS) {
    const quotes = quotesOfTicks(
      seed,
      instrument,
      chunkStart,
      Math.min(lastTick, chunkStart + CHUNK_TICKS - 1),
    );
    for (const quote of quotes) {
      const price = closingPrice(position.side, quote);
      const points = toPoints(instrument, price);
      const isStopLoss =
        stopLossPoints !== null && (isBuy ? points <= stopLossPoints : points >= stopLossPoints);
      const isTakeProfit =
        takeProfitPoints !== null && (isBuy ? points >= takeProfitPoints : points <= takeProfitPoints);
      if (isStopLoss || isTakeProfit) {
        return {
          trigger: { reason: isStopLoss ? 'stop_loss' : 'take_profit', atMs: quote.tickMs, price },
          scannedThroughMs: quote.tickMs,
        };
      }
    }
  }
  return { trigger: null, scannedThroughMs };
}
