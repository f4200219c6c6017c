import { describe, expect, it } from '@jest/globals';
import {
  decimalsFor,
  formatChangePercent,
  formatTickerNumber,
  nextQuotes,
  openingQuotes,
  TICKER_SYMBOLS,
} from './ticker-model.ts';

describe('ticker model', () => {
  it('shows five decimals for symbols containing USD and two for the others', () => {
    expect(TICKER_SYMBOLS.map((symbol) => [symbol, decimalsFor(symbol)])).toEqual([
      ['GOLD', 2],
      ['SILVER', 2],
      ['DJI', 2],
      ['OIL', 2],
      ['EURUSD', 5],
      ['GBPUSD', 5],
    ]);
    expect(formatTickerNumber('EURUSD', 1.085, 'en')).toBe('1.08500');
    expect(formatTickerNumber('DJI', 39_100, 'en')).toBe('39,100.00');
    expect(formatTickerNumber('GOLD', -2.5, 'it', true)).toBe('-2,50');
    expect(formatTickerNumber('GBPUSD', 0.00012, 'en', true)).toBe('+0.00012');
    expect(formatChangePercent(0.1234, 'en')).toBe('+0.12%');
  });

  it('walks every price by at most a small step and reports the change against the opening', () => {
    const opening = openingQuotes();
    const up = nextQuotes(opening, () => 0.999_999);
    const down = nextQuotes(opening, () => 0);
    for (const [index, quote] of up.entries()) {
      const start = opening[index]!.price;
      expect(quote.price).toBeGreaterThan(start);
      expect(quote.price / start - 1).toBeLessThanOrEqual(0.0008);
      expect(quote.change).toBeCloseTo(quote.price - start, 10);
      expect(quote.changePercent).toBeCloseTo(((quote.price - start) / start) * 100, 10);
    }
    expect(down.every((quote, index) => quote.price < opening[index]!.price)).toBe(true);
  });

  it('is deterministic for a given sequence and never reaches zero', () => {
    const sequence = () => {
      let seed = 42;
      return () => {
        seed = (seed * 16_807) % 2_147_483_647;
        return (seed - 1) / 2_147_483_646;
      };
    };
    const walk = (random: () => number) => {
      let quotes = openingQuotes();
      for (let step = 0; step < 10_000; step += 1) quotes = nextQuotes(quotes, random);
      return quotes;
    };
    expect(walk(sequence())).toEqual(walk(sequence()));
    let falling = openingQuotes();
    for (let step = 0; step < 20_000; step += 1) falling = nextQuotes(falling, () => 0);
    expect(falling.every((quote) => quote.price > 0)).toBe(true);
  });
});
