import { describe, expect, it } from '@jest/globals';
import { MARKET_ORDER_ERROR_CODES as CODES } from '@propdesk/shared/domain';
import { checkMarketOrder, validateMarketOrder, type TMarketOrder } from './order-validation.ts';
import type { TMarketQuote } from './quotes.ts';
import { quoteAt } from './quotes.ts';
import { closingPrice, fillPrice } from './trade-prices.ts';

const EURUSD: TMarketQuote = { symbol: 'EURUSD', bid: 1.085, ask: 1.0851, tickMs: 0 };
const DJI: TMarketQuote = { symbol: 'DJI', bid: 39_100, ask: 39_103, tickMs: 0 };

function order(overrides: Partial<TMarketOrder> = {}): TMarketOrder {
  return { symbol: 'EURUSD', side: 'buy', volume: 0.1, stopLoss: null, takeProfit: null, ...overrides };
}

function codesOf(candidate: TMarketOrder, quote: TMarketQuote = EURUSD): string[] {
  return validateMarketOrder(candidate, quote).map((error) => error.code);
}

describe('fill and closing prices', () => {
  it('buys at the ask and closes a buy at the bid; sells at the bid and closes a sell at the ask', () => {
    expect(fillPrice('buy', EURUSD)).toBe(1.0851);
    expect(closingPrice('buy', EURUSD)).toBe(1.085);
    expect(fillPrice('sell', EURUSD)).toBe(1.085);
    expect(closingPrice('sell', EURUSD)).toBe(1.0851);
  });
});

describe('validateMarketOrder', () => {
  it('accepts an order within the limits, on the step, with levels on the right sides', () => {
    expect(codesOf(order({ volume: 0.07, stopLoss: 1.08, takeProfit: 1.09 }))).toEqual([]);
    expect(codesOf(order({ side: 'sell', volume: 50, stopLoss: 1.09, takeProfit: 1.08 }))).toEqual([]);
    expect(codesOf(order({ symbol: 'DJI', volume: 0.3 }), DJI)).toEqual([]);
  });

  it.each([
    [0, CODES.volumeInvalid],
    [-1, CODES.volumeInvalid],
    [Number.NaN, CODES.volumeInvalid],
    [Number.POSITIVE_INFINITY, CODES.volumeInvalid],
    [0.001, CODES.volumeBelowMin],
    [50.01, CODES.volumeAboveMax],
    [0.015, CODES.volumeOffStep],
    [1.234, CODES.volumeOffStep],
  ])('refuses EURUSD volume %p with %s', (volume, code) => {
    expect(codesOf(order({ volume }))).toEqual([code]);
  });

  it('uses each instrument’s own limits and step', () => {
    expect(validateMarketOrder(order({ symbol: 'DJI', volume: 0.05 }), DJI)).toEqual([
      { code: CODES.volumeBelowMin, field: 'volume', message: 'Volume must be at least 0.1 lots' },
    ]);
    expect(validateMarketOrder(order({ symbol: 'DJI', volume: 0.15 }), DJI)).toEqual([
      { code: CODES.volumeOffStep, field: 'volume', message: 'Volume must be a multiple of 0.1 lots' },
    ]);
    expect(codesOf(order({ symbol: 'DJI', volume: 100.1 }), DJI)).toEqual([CODES.volumeAboveMax]);
  });

  it('wants a buy’s stop-loss below the bid and its take-profit above the ask', () => {
    expect(validateMarketOrder(order({ stopLoss: 1.085, takeProfit: 1.0851 }), EURUSD)).toEqual([
      {
        code: CODES.stopLossWrongSide,
        field: 'stopLoss',
        message: 'Stop-loss of a buy must be below the bid (1.08500)',
      },
      {
        code: CODES.takeProfitWrongSide,
        field: 'takeProfit',
        message: 'Take-profit of a buy must be above the ask (1.08510)',
      },
    ]);
    expect(codesOf(order({ stopLoss: 1.08499, takeProfit: 1.08511 }))).toEqual([]);
    // A stop-loss between bid and ask would be below the entry yet close the position at once.
    expect(codesOf(order({ stopLoss: 1.09 }))).toEqual([CODES.stopLossWrongSide]);
    expect(codesOf(order({ takeProfit: 1.08 }))).toEqual([CODES.takeProfitWrongSide]);
  });

  it('wants a sell’s stop-loss above the ask and its take-profit below the bid', () => {
    expect(validateMarketOrder(order({ side: 'sell', stopLoss: 1.0851, takeProfit: 1.085 }), EURUSD)).toEqual(
      [
        {
          code: CODES.stopLossWrongSide,
          field: 'stopLoss',
          message: 'Stop-loss of a sell must be above the ask (1.08510)',
        },
        {
          code: CODES.takeProfitWrongSide,
          field: 'takeProfit',
          message: 'Take-profit of a sell must be below the bid (1.08500)',
        },
      ],
    );
    expect(codesOf(order({ side: 'sell', stopLoss: 1.08511, takeProfit: 1.08499 }))).toEqual([]);
  });

  it('wants levels that are positive prices on the instrument’s points', () => {
    expect(validateMarketOrder(order({ stopLoss: 1.084999 }), EURUSD)).toEqual([
      {
        code: CODES.stopLossInvalid,
        field: 'stopLoss',
        message: 'Stop-loss must be a positive price with at most 5 decimals',
      },
    ]);
    expect(codesOf(order({ stopLoss: 0, takeProfit: Number.NaN }))).toEqual([
      CODES.stopLossInvalid,
      CODES.takeProfitInvalid,
    ]);
    expect(codesOf(order({ symbol: 'DJI', takeProfit: 39_200.005 }), DJI)).toEqual([CODES.takeProfitInvalid]);
  });

  it('reports every field’s error at once', () => {
    expect(codesOf(order({ volume: 0.001, stopLoss: 1.2, takeProfit: 1 }))).toEqual([
      CODES.volumeBelowMin,
      CODES.stopLossWrongSide,
      CODES.takeProfitWrongSide,
    ]);
  });

  it('refuses an unknown symbol, and a quote of another symbol as a programming error', () => {
    expect(validateMarketOrder(order({ symbol: 'XAUEUR' }), EURUSD)).toEqual([
      { code: CODES.unknownSymbol, field: 'symbol', message: 'XAUEUR is not traded on the simulator' },
    ]);
    expect(() => validateMarketOrder(order({ symbol: 'GBPUSD' }), EURUSD)).toThrow(Error);
  });
});

describe('checkMarketOrder', () => {
  const AT = Date.parse('2026-11-23T09:30:00Z');

  it('fills an acceptable order at the quote of that instant', () => {
    const quote = quoteAt(1, 'GOLD', AT);
    expect(checkMarketOrder(1, order({ symbol: 'GOLD', volume: 0.5 }), AT)).toEqual({
      ok: true,
      quote,
      fillPrice: quote.ask,
    });
    expect(checkMarketOrder(1, order({ symbol: 'GOLD', side: 'sell', volume: 0.5 }), AT)).toEqual({
      ok: true,
      quote,
      fillPrice: quote.bid,
    });
  });

  it('returns the errors of a refused order, an unknown symbol included', () => {
    expect(checkMarketOrder(1, order({ symbol: 'NOPE' }), AT)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: CODES.unknownSymbol })],
    });
    expect(checkMarketOrder(1, order({ volume: 100 }), AT)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: CODES.volumeAboveMax })],
    });
  });
});
