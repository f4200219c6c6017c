import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { INSTRUMENTS, INSTRUMENT_SYMBOLS } from '@propdesk/shared/domain';
import { TICK_MS, marketInstrument } from './market-instruments.ts';
import {
  MARKET_ORIGIN_MS,
  MAX_TICKS_PER_RUN,
  quoteAt,
  quotesAt,
  quotesBetween,
  tickStartMs,
} from './quotes.ts';

const SEED = 2026;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const AT = Date.parse('2026-11-23T09:30:00Z');

const symbolArbitrary = fc.constantFrom(...INSTRUMENT_SYMBOLS);
/** Instants from a year before the origin to two years after, so runs cross it. */
const instantArbitrary = fc.integer({
  min: MARKET_ORIGIN_MS - 365 * DAY_MS,
  max: MARKET_ORIGIN_MS + 730 * DAY_MS,
});
const seedArbitrary = fc.integer({ min: -(2 ** 40), max: 2 ** 40 });

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

describe('quoteAt', () => {
  it('is pinned: stored positions were marked with these exact prices', () => {
    expect(quoteAt(SEED, 'EURUSD', AT)).toEqual({ symbol: 'EURUSD', bid: 1.08613, ask: 1.08623, tickMs: AT });
    expect(quoteAt(SEED, 'GOLD', AT + 999)).toEqual({
      symbol: 'GOLD',
      bid: 2654.07,
      ask: 2654.37,
      tickMs: AT,
    });
    expect(quoteAt(SEED, 'BTCUSD', Date.parse('2025-06-01T00:00:00Z'))).toEqual({
      symbol: 'BTCUSD',
      bid: 27707.42,
      ask: 27727.42,
      tickMs: Date.parse('2025-06-01T00:00:00Z'),
    });
  });

  it('starts every walk at the opening price, the spread around it', () => {
    for (const instrument of INSTRUMENTS) {
      const quote = quoteAt(SEED, instrument.symbol, MARKET_ORIGIN_MS);
      expect((quote.bid + quote.ask) / 2).toBeCloseTo(instrument.openingPrice, instrument.decimals);
    }
  });

  it('is the same for the same inputs and holds for the whole tick', () => {
    fc.assert(
      fc.property(seedArbitrary, symbolArbitrary, instantArbitrary, (seed, symbol, atMs) => {
        const quote = quoteAt(seed, symbol, atMs);
        expect(quoteAt(seed, symbol, atMs)).toEqual(quote);
        expect(quote.tickMs).toBe(tickStartMs(atMs));
        expect(quote.tickMs).toBeLessThanOrEqual(atMs);
        expect(atMs - quote.tickMs).toBeLessThan(TICK_MS);
        expect(quoteAt(seed, symbol, quote.tickMs + TICK_MS - 1)).toEqual(quote);
      }),
    );
  });

  it('differs between seeds and between instruments', () => {
    const later = AT + 7 * DAY_MS;
    const bids = Array.from({ length: 20 }, (_, seed) => quoteAt(seed, 'EURUSD', later).bid);
    expect(new Set(bids).size).toBe(bids.length);
    // Two instruments' walks are independent: their relative moves are not the same.
    const moves = ['EURUSD', 'GBPUSD', 'AUDUSD'].map(
      (symbol) => quoteAt(SEED, symbol, later).bid / quoteAt(SEED, symbol, MARKET_ORIGIN_MS).bid,
    );
    expect(new Set(moves).size).toBe(moves.length);
  });

  it('gives positive prices with the instrument’s decimals and exactly its spread', () => {
    fc.assert(
      fc.property(seedArbitrary, symbolArbitrary, instantArbitrary, (seed, symbol, atMs) => {
        const instrument = marketInstrument(symbol);
        const { bid, ask } = quoteAt(seed, symbol, atMs);
        expect(bid).toBeGreaterThan(0);
        expect(decimalsOf(bid)).toBeLessThanOrEqual(instrument.decimals);
        expect(decimalsOf(ask)).toBeLessThanOrEqual(instrument.decimals);
        expect(Math.round((ask - bid) * instrument.pointsPerUnit)).toBe(instrument.spreadPoints);
      }),
    );
  });

  it('moves by its volatility: hourly log-returns have mean near 0 and the right spread, and no jumps', () => {
    const instrument = marketInstrument('BTCUSD');
    const mids = Array.from({ length: 4_001 }, (_, hour) => {
      const quote = quoteAt(SEED, 'BTCUSD', MARKET_ORIGIN_MS + hour * HOUR_MS);
      return (quote.bid + quote.ask) / 2;
    });
    const returns = mids.slice(1).map((mid, index) => Math.log(mid / mids[index]!));
    const expectedDeviation = instrument.dailyVolatility / Math.sqrt(24);
    const average = returns.reduce((sum, value) => sum + value, 0) / returns.length;
    const deviation = Math.sqrt(
      returns.reduce((sum, value) => sum + (value - average) ** 2, 0) / returns.length,
    );
    // The standard error of the mean over 4,000 returns is σ/63; four of them is a generous bound.
    expect(Math.abs(average)).toBeLessThan((4 * expectedDeviation) / Math.sqrt(returns.length));
    expect(deviation / expectedDeviation).toBeGreaterThan(0.93);
    expect(deviation / expectedDeviation).toBeLessThan(1.07);
    expect(returns.every((value) => Math.abs(value) < 6 * expectedDeviation)).toBe(true);
  });

  it('moves EURUSD by a point or two a second, never by a huge jump', () => {
    const quotes = quotesBetween(SEED, 'EURUSD', AT, AT + HOUR_MS);
    const steps = quotes
      .slice(1)
      .map((quote, index) => Math.round((quote.bid - quotes[index]!.bid) * 100_000));
    const meanSquare = steps.reduce((sum, step) => sum + step * step, 0) / steps.length;
    // σ per second = 0.5 % / √86,400 of 1.09 ≈ 1.85 points; rounding to a point adds 1/6 to the variance.
    expect(Math.sqrt(meanSquare)).toBeGreaterThan(1.6);
    expect(Math.sqrt(meanSquare)).toBeLessThan(2.2);
    expect(steps.every((step) => Math.abs(step) <= 15)).toBe(true);
  });

  it('refuses unknown symbols and instants outside the simulated span', () => {
    expect(() => quoteAt(SEED, 'XYZ', AT)).toThrow(RangeError);
    expect(() => quoteAt(SEED, 'EURUSD', Number.NaN)).toThrow(RangeError);
    expect(() => quoteAt(SEED, 'EURUSD', MARKET_ORIGIN_MS + 2 ** 33 * TICK_MS)).toThrow(RangeError);
    expect(() => quoteAt(1.5, 'EURUSD', AT)).toThrow(RangeError);
  });
});

describe('quotesAt', () => {
  it('quotes every instrument at one instant, or the ones asked for', () => {
    expect(quotesAt(SEED, AT).map((quote) => quote.symbol)).toEqual(INSTRUMENT_SYMBOLS);
    expect(quotesAt(SEED, AT, ['GOLD', 'EURUSD'])).toEqual([
      quoteAt(SEED, 'GOLD', AT),
      quoteAt(SEED, 'EURUSD', AT),
    ]);
  });
});

describe('quotesBetween', () => {
  it('equals quoteAt tick by tick (random access equals sequential), also across the origin', () => {
    fc.assert(
      fc.property(
        seedArbitrary,
        symbolArbitrary,
        fc.oneof(instantArbitrary, fc.integer({ min: MARKET_ORIGIN_MS - 200_000, max: MARKET_ORIGIN_MS })),
        fc.integer({ min: 0, max: 200 }),
        (seed, symbol, fromMs, seconds) => {
          const toMs = fromMs + seconds * TICK_MS;
          const quotes = quotesBetween(seed, symbol, fromMs, toMs);
          const firstTickMs = tickStartMs(fromMs) + TICK_MS;
          expect(quotes).toEqual(
            Array.from({ length: seconds }, (_, index) =>
              quoteAt(seed, symbol, firstTickMs + index * TICK_MS),
            ),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('excludes the tick holding fromMs and includes the one starting at toMs', () => {
    const quotes = quotesBetween(SEED, 'GOLD', AT + 500, AT + 3_000);
    expect(quotes.map((quote) => quote.tickMs)).toEqual([AT + 1_000, AT + 2_000, AT + 3_000]);
    expect(quotesBetween(SEED, 'GOLD', AT, AT + 999)).toEqual([]);
  });

  it('reads at most a day of ticks at once', () => {
    expect(quotesBetween(SEED, 'OIL', AT, AT + MAX_TICKS_PER_RUN * TICK_MS)).toHaveLength(MAX_TICKS_PER_RUN);
    expect(() => quotesBetween(SEED, 'OIL', AT, AT + (MAX_TICKS_PER_RUN + 1) * TICK_MS)).toThrow(RangeError);
  });
});
