import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { INSTRUMENT_SYMBOLS } from '@propdesk/shared/domain';
import { marketInstrument } from './market-instruments.ts';
import { floatingProfitMinor, profitMinor, type TPricedPosition } from './position-profit.ts';
import { quoteAt } from './quotes.ts';
import { fillPrice } from './trade-prices.ts';

function position(overrides: Partial<TPricedPosition> = {}): TPricedPosition {
  return { symbol: 'EURUSD', side: 'buy', volume: 1, openPrice: 1.085, ...overrides };
}

describe('profitMinor', () => {
  it('books (close − open) × lots × contract size in cents, negated for a sell', () => {
    // 100 pips on a standard lot of EURUSD: $10 a pip.
    expect(profitMinor(position(), 1.086)).toBe(10_000);
    expect(profitMinor(position({ side: 'sell' }), 1.086)).toBe(-10_000);
    expect(profitMinor(position({ side: 'sell' }), 1.084)).toBe(10_000);
    // One dollar on 0.01 lot of gold (100 oz a lot) is $1; on 0.1 lot of the S&P 500 (10 a lot), $1.
    expect(profitMinor(position({ symbol: 'GOLD', volume: 0.01, openPrice: 2_350 }), 2_351)).toBe(100);
    expect(profitMinor(position({ symbol: 'US500', volume: 0.1, openPrice: 5_300 }), 5_301)).toBe(100);
    expect(profitMinor(position({ symbol: 'BTCUSD', volume: 0.5, openPrice: 65_000 }), 64_000)).toBe(-50_000);
    expect(profitMinor(position(), 1.085)).toBe(0);
  });

  it('rounds a fraction of a cent toward −∞: never credited, a loss counts in full', () => {
    // 0.1 lot of DJI (1 a lot) moving 0.05 points is half a cent.
    const dji = position({ symbol: 'DJI', volume: 0.1, openPrice: 39_100 });
    expect(profitMinor(dji, 39_100.05)).toBe(0);
    expect(profitMinor(dji, 39_099.95)).toBe(-1);
    expect(profitMinor({ ...dji, side: 'sell' }, 39_100.05)).toBe(-1);
    expect(profitMinor(dji, 39_100.19)).toBe(1);
  });

  it('stays exact beyond safe integers', () => {
    const huge = position({ volume: 50, openPrice: 1 });
    expect(profitMinor(huge, 20_000)).toBe(19_999 * 50 * 100_000 * 100);
    expect(profitMinor({ ...huge, side: 'sell' }, 20_000)).toBe(-19_999 * 50 * 100_000 * 100);
  });

  it('gives a buy and a sell of the same move opposite amounts, up to the cent rounded away', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSTRUMENT_SYMBOLS),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (symbol, volumeUnits, openPoints, closePoints) => {
          const instrument = marketInstrument(symbol);
          const volume = volumeUnits / 100;
          const openPrice = openPoints / instrument.pointsPerUnit;
          const closePrice = closePoints / instrument.pointsPerUnit;
          const bought = profitMinor({ symbol, side: 'buy', volume, openPrice }, closePrice);
          const sold = profitMinor({ symbol, side: 'sell', volume, openPrice }, closePrice);
          expect(Number.isSafeInteger(bought)).toBe(true);
          expect([0, -1]).toContain(bought + sold);
          // A gain below a cent books nothing; any loss books at least a cent.
          if (closePoints > openPoints) expect(bought).toBeGreaterThanOrEqual(0);
          if (closePoints < openPoints) expect(bought).toBeLessThan(0);
          if (closePoints === openPoints) expect(bought).toBe(0);
          const exactCents =
            ((closePoints - openPoints) * volumeUnits * instrument.contractSize) / instrument.pointsPerUnit;
          expect(bought).toBeLessThanOrEqual(exactCents);
          expect(bought).toBeGreaterThan(exactCents - 1);
        },
      ),
    );
    // Found by the property above: 0.01 lot of DJI up one point is a hundredth of a cent.
    expect(profitMinor(position({ symbol: 'DJI', volume: 0.01, openPrice: 0.01 }), 0.02)).toBe(0);
  });
});

describe('floatingProfitMinor', () => {
  const AT = Date.parse('2026-11-23T09:30:00Z');

  it('marks a buy at the bid and a sell at the ask: a fresh position is down by the spread', () => {
    const quote = quoteAt(3, 'EURUSD', AT);
    const buy = position({ openPrice: fillPrice('buy', quote) });
    const sell = position({ side: 'sell', openPrice: fillPrice('sell', quote) });
    // EURUSD's spread is 10 points, $1 each on a standard lot.
    expect(floatingProfitMinor(buy, quote)).toBe(-1_000);
    expect(floatingProfitMinor(sell, quote)).toBe(-1_000);
  });

  it('has the sign of the move for a buy and the opposite for a sell', () => {
    const opened = quoteAt(3, 'GOLD', AT);
    const later = { ...opened, bid: opened.bid + 5, ask: opened.ask + 5 };
    const buy = position({ symbol: 'GOLD', volume: 0.1, openPrice: opened.ask });
    const sell = position({ symbol: 'GOLD', volume: 0.1, side: 'sell', openPrice: opened.bid });
    expect(floatingProfitMinor(buy, later)).toBe(4_700);
    expect(floatingProfitMinor(sell, later)).toBe(-5_300);
  });

  it('refuses a quote of another symbol', () => {
    expect(() => floatingProfitMinor(position(), quoteAt(3, 'GBPUSD', AT))).toThrow(Error);
  });
});
