import { INSTRUMENT_SYMBOLS } from '@propdesk/shared/domain';
import { WALK_SPAN, walkAt, walkRange } from './brownian-walk.ts';
import { streamKey } from './counter-hash.ts';
import { TICK_MS, fromPoints, marketInstrument, type TMarketInstrument } from './market-instruments.ts';

/**
 * Simulated quotes: a pure function of (seed, symbol, instant). The mid price is a geometric random walk,
 * opening price × exp(σ_tick · S(tick)), with S the standard walk of brownian-walk.ts counted in ticks
 * from MARKET_ORIGIN_MS, so prices stay positive and every api instance marks the same position at the
 * same price. Ticks after the origin read the forward walk, ticks before it an independent backward one,
 * so history before the origin (a demo account's past) is a random walk too.
 */

/** Bound once, like counter-hash.ts: a global lookup in a vm context (Jest) is slow. */
const { exp, round, max } = Math;

/** Where every walk is at its opening price. */
export const MARKET_ORIGIN_MS = Date.UTC(2026, 0, 1);

/** Any safe integer; the api takes it from configuration. */
export type TMarketSeed = number;

export type TMarketQuote = {
  readonly symbol: string;
  readonly bid: number;
  readonly ask: number;
  /** When this price took effect: the start of its tick. It holds until tickMs + TICK_MS. */
  readonly tickMs: number;
};

/** The walk covers 2^32 s (about 136 years) on either side of the origin. */
export function tickIndexOf(atMs: number): number {
  if (!Number.isFinite(atMs)) throw new RangeError(`Not an instant: ${atMs}`);
  const tick = Math.floor((atMs - MARKET_ORIGIN_MS) / TICK_MS);
  if (Math.abs(tick) > WALK_SPAN) throw new RangeError(`Outside the simulated market's time span: ${atMs}`);
  return tick;
}

export function tickMsOf(tick: number): number {
  return MARKET_ORIGIN_MS + tick * TICK_MS;
}

/** The start of the tick holding `atMs`. */
export function tickStartMs(atMs: number): number {
  return tickMsOf(tickIndexOf(atMs));
}

function walkValueAt(seed: TMarketSeed, instrument: TMarketInstrument, tick: number): number {
  return tick >= 0
    ? walkAt(streamKey(seed, instrument.symbolHash, 'forward'), tick)
    : walkAt(streamKey(seed, instrument.symbolHash, 'backward'), -tick);
}

/** S(firstTick) … S(lastTick) in order, across the origin when the run spans it. */
function walkValuesBetween(
  seed: TMarketSeed,
  instrument: TMarketInstrument,
  firstTick: number,
  lastTick: number,
): Float64Array {
  const values = new Float64Array(Math.max(0, lastTick - firstTick + 1));
  if (lastTick < firstTick) return values;
  if (firstTick < 0) {
    const backward = walkRange(
      streamKey(seed, instrument.symbolHash, 'backward'),
      Math.max(1, -lastTick),
      -firstTick,
    );
    // backward[i] is S(−(max(1, −lastTick) + i)); reversed, the earliest tick comes first.
    for (let index = 0; index < backward.length; index += 1) {
      values[index] = backward[backward.length - 1 - index]!;
    }
  }
  if (lastTick >= 0) {
    const forward = walkRange(
      streamKey(seed, instrument.symbolHash, 'forward'),
      Math.max(0, firstTick),
      lastTick,
    );
    values.set(forward, values.length - forward.length);
  }
  return values;
}

/**
 * The spread sits around the mid: the bid is the mid less half the spread, rounded to a point, and the ask
 * is the bid plus the whole spread, so ask − bid is always exactly the instrument's spread. The bid never
 * goes below one point.
 */
function quoteFromWalk(instrument: TMarketInstrument, walkValue: number, tick: number): TMarketQuote {
  const mid = instrument.openingPrice * exp(instrument.tickVolatility * walkValue);
  const bidPoints = max(1, round(mid * instrument.pointsPerUnit - instrument.spreadPoints / 2));
  return {
    symbol: instrument.symbol,
    bid: fromPoints(instrument, bidPoints),
    ask: fromPoints(instrument, bidPoints + instrument.spreadPoints),
    tickMs: tickMsOf(tick),
  };
}

/** The quote holding at `atMs`. Throws a RangeError for an unknown symbol. */
export function quoteAt(seed: TMarketSeed, symbol: string, atMs: number): TMarketQuote {
  const instrument = marketInstrument(symbol);
  const tick = tickIndexOf(atMs);
  return quoteFromWalk(instrument, walkValueAt(seed, instrument, tick), tick);
}

/** The quotes of several instruments at one instant (every listed instrument by default). */
export function quotesAt(
  seed: TMarketSeed,
  atMs: number,
  symbols: readonly string[] = INSTRUMENT_SYMBOLS,
): TMarketQuote[] {
  return symbols.map((symbol) => quoteAt(seed, symbol, atMs));
}

/** A day of ticks: the most one call reads at once (some tens of milliseconds of work). */
export const MAX_TICKS_PER_RUN = 86_400;

/** The quotes of ticks firstTick … lastTick, oldest first, in O(ticks + 32) rather than 32 per tick. */
export function quotesOfTicks(
  seed: TMarketSeed,
  instrument: TMarketInstrument,
  firstTick: number,
  lastTick: number,
): TMarketQuote[] {
  if (lastTick - firstTick + 1 > MAX_TICKS_PER_RUN) {
    throw new RangeError(`At most ${MAX_TICKS_PER_RUN} ticks at once: ${firstTick}..${lastTick}`);
  }
  return Array.from(walkValuesBetween(seed, instrument, firstTick, lastTick), (walkValue, index) =>
    quoteFromWalk(instrument, walkValue, firstTick + index),
  );
}

/**
 * Every quote taking effect in (fromMs, toMs], oldest first: the ticks a position went through after
 * `fromMs`. Throws a RangeError past MAX_TICKS_PER_RUN ticks; a longer period is read in runs, or sampled
 * with quoteAt (a chart needs a point a minute, not one a second).
 */
export function quotesBetween(
  seed: TMarketSeed,
  symbol: string,
  fromMs: number,
  toMs: number,
): TMarketQuote[] {
  return quotesOfTicks(seed, marketInstrument(symbol), tickIndexOf(fromMs) + 1, tickIndexOf(toMs));
}
