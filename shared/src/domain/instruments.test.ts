import { describe, expect, it } from '@jest/globals';
import {
  INSTRUMENT_GROUPS,
  INSTRUMENTS,
  INSTRUMENT_SYMBOLS,
  findInstrument,
  priceDecimalsFor,
} from './instruments.ts';

/** Whether `value` is a whole multiple of `unit`, allowing for the binary representation of decimals. */
function isMultipleOf(value: number, unit: number): boolean {
  const ratio = value / unit;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

describe('instrument catalogue', () => {
  it('starts with the landing ticker’s six instruments at the ticker’s opening levels', () => {
    expect(INSTRUMENTS.slice(0, 6).map(({ symbol, openingPrice }) => [symbol, openingPrice])).toEqual([
      ['GOLD', 2_350],
      ['SILVER', 28.4],
      ['DJI', 39_100],
      ['OIL', 78.2],
      ['EURUSD', 1.085],
      ['GBPUSD', 1.271],
    ]);
  });

  it('has unique symbols, every group and only USD quotes', () => {
    expect(new Set(INSTRUMENT_SYMBOLS).size).toBe(INSTRUMENTS.length);
    expect(new Set(INSTRUMENTS.map((entry) => entry.group))).toEqual(new Set(INSTRUMENT_GROUPS));
    expect(INSTRUMENTS.every((entry) => entry.quoteCurrency === 'USD')).toBe(true);
  });

  it('keeps the ticker’s decimals rule, with two decimals for crypto', () => {
    expect(findInstrument('EURUSD')?.decimals).toBe(5);
    expect(findInstrument('GOLD')?.decimals).toBe(2);
    expect(findInstrument('BTCUSD')?.decimals).toBe(2);
    expect(priceDecimalsFor('XAUUSD', 'commodities')).toBe(5);
    expect(priceDecimalsFor('ETHUSD', 'crypto')).toBe(2);
  });

  it.each(INSTRUMENTS)('$symbol has consistent sizes, steps and prices', (entry) => {
    const point = 10 ** -entry.decimals;
    expect(Number.isInteger(entry.contractSize) && entry.contractSize > 0).toBe(true);
    // The api counts volume in hundredths of a lot, so every step must be one.
    expect(isMultipleOf(entry.volumeStep, 0.01)).toBe(true);
    expect(entry.minVolume).toBeGreaterThan(0);
    expect(isMultipleOf(entry.minVolume, entry.volumeStep)).toBe(true);
    expect(isMultipleOf(entry.maxVolume, entry.volumeStep)).toBe(true);
    expect(entry.maxVolume).toBeGreaterThan(entry.minVolume);
    expect(entry.typicalSpread).toBeGreaterThan(0);
    expect(isMultipleOf(entry.typicalSpread, point)).toBe(true);
    expect(isMultipleOf(entry.openingPrice, point)).toBe(true);
    // A spread is a small fraction of the price, and a day moves the price by a few percent at most.
    expect(entry.typicalSpread / entry.openingPrice).toBeLessThan(0.001);
    expect(entry.dailyVolatility).toBeGreaterThan(0);
    expect(entry.dailyVolatility).toBeLessThan(0.1);
  });

  it('finds an instrument by its exact symbol only', () => {
    expect(findInstrument('GBPUSD')?.name).toBe('British pound / US dollar');
    expect(findInstrument('gbpusd')).toBeUndefined();
    expect(findInstrument('XYZ')).toBeUndefined();
  });
});
