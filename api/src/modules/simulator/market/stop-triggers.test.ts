import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TICK_MS, marketInstrument } from './market-instruments.ts';
import { quoteAt, quotesBetween } from './quotes.ts';
import { MAX_STOP_SCAN_TICKS, findStopTrigger, type TProtectedPosition } from './stop-triggers.ts';
import { closingPrice } from './trade-prices.ts';

const SEED = 11;
const AT = Date.parse('2026-11-23T09:30:00Z');
const HOUR_MS = 3_600_000;

/** Levels a number of points away from the opening quote's closing price, on each side. */
function protectedPosition(
  symbol: string,
  side: 'buy' | 'sell',
  openedAt: number,
  stopPoints: number | null,
  profitPoints: number | null,
): TProtectedPosition {
  const instrument = marketInstrument(symbol);
  const quote = quoteAt(SEED, symbol, openedAt);
  const direction = side === 'buy' ? 1 : -1;
  const level = (points: number) =>
    Math.round(closingPrice(side, quote) * instrument.pointsPerUnit + direction * points) /
    instrument.pointsPerUnit;
  return {
    symbol,
    side,
    stopLoss: stopPoints === null ? null : level(-stopPoints),
    takeProfit: profitPoints === null ? null : level(profitPoints),
  };
}

function touches(position: TProtectedPosition, price: number): 'stop_loss' | 'take_profit' | null {
  const isBuy = position.side === 'buy';
  if (position.stopLoss !== null && (isBuy ? price <= position.stopLoss : price >= position.stopLoss)) {
    return 'stop_loss';
  }
  if (position.takeProfit !== null && (isBuy ? price >= position.takeProfit : price <= position.takeProfit)) {
    return 'take_profit';
  }
  return null;
}

describe('findStopTrigger', () => {
  it('finds the first tick touching a level, with the price the position closed at', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('EURUSD', 'GOLD', 'DJI', 'BTCUSD'),
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 400 })),
        fc.option(fc.integer({ min: 1, max: 400 })),
        (symbol, side, offsetSeconds, stopPoints, profitPoints) => {
          const openedAt = AT + offsetSeconds * TICK_MS + 250;
          const position = protectedPosition(symbol, side, openedAt, stopPoints, profitPoints);
          const toMs = openedAt + HOUR_MS;
          const scan = findStopTrigger(SEED, position, openedAt, toMs);
          const quotes = quotesBetween(SEED, symbol, openedAt, toMs);
          const firstTouch = quotes.findIndex(
            (quote) => touches(position, closingPrice(side, quote)) !== null,
          );
          if (firstTouch === -1) {
            expect(scan).toEqual({ trigger: null, scannedThroughMs: toMs });
            return;
          }
          const quote = quotes[firstTouch]!;
          const price = closingPrice(side, quote);
          expect(scan).toEqual({
            trigger: { reason: touches(position, price), atMs: quote.tickMs, price },
            scannedThroughMs: quote.tickMs,
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('closes a buy by its stop-loss when the bid falls to it, by its take-profit when it rises to it', () => {
    const found = { stop_loss: false, take_profit: false };
    for (let hour = 0; hour < 48 && !(found.stop_loss && found.take_profit); hour += 1) {
      const openedAt = AT + hour * HOUR_MS;
      const position = protectedPosition('EURUSD', 'buy', openedAt, 30, 30);
      const { trigger } = findStopTrigger(SEED, position, openedAt, openedAt + HOUR_MS);
      if (!trigger) continue;
      found[trigger.reason] = true;
      if (trigger.reason === 'stop_loss') expect(trigger.price).toBeLessThanOrEqual(position.stopLoss!);
      else expect(trigger.price).toBeGreaterThanOrEqual(position.takeProfit!);
      expect(quoteAt(SEED, 'EURUSD', trigger.atMs).bid).toBe(trigger.price);
    }
    expect(found).toEqual({ stop_loss: true, take_profit: true });
  });

  it('closes a sell at the ask', () => {
    const position = protectedPosition('GOLD', 'sell', AT, 50, 50);
    const { trigger } = findStopTrigger(SEED, position, AT, AT + 6 * HOUR_MS);
    expect(trigger).not.toBeNull();
    expect(quoteAt(SEED, 'GOLD', trigger!.atMs).ask).toBe(trigger!.price);
  });

  it('does not judge the tick holding fromMs again', () => {
    const quote = quoteAt(SEED, 'EURUSD', AT);
    // A level the current tick already touches: only a later tick can trigger it.
    const position: TProtectedPosition = {
      symbol: 'EURUSD',
      side: 'buy',
      stopLoss: quote.bid,
      takeProfit: null,
    };
    const scan = findStopTrigger(SEED, position, AT + 400, AT + HOUR_MS);
    expect(scan.trigger?.atMs).toBeGreaterThanOrEqual(AT + TICK_MS);
    expect(findStopTrigger(SEED, position, AT + 400, AT + 999)).toEqual({
      trigger: null,
      scannedThroughMs: AT + 999,
    });
  });

  it('prefers the stop-loss when inconsistent levels are both touched', () => {
    const quote = quoteAt(SEED, 'EURUSD', AT + TICK_MS);
    const position: TProtectedPosition = { symbol: 'EURUSD', side: 'buy', stopLoss: 2, takeProfit: 0.5 };
    expect(findStopTrigger(SEED, position, AT, AT + HOUR_MS).trigger).toEqual({
      reason: 'stop_loss',
      atMs: AT + TICK_MS,
      price: quote.bid,
    });
  });

  it('scans nothing for a position without levels', () => {
    const position: TProtectedPosition = { symbol: 'OIL', side: 'sell', stopLoss: null, takeProfit: null };
    expect(findStopTrigger(SEED, position, AT, AT + 30 * 24 * HOUR_MS)).toEqual({
      trigger: null,
      scannedThroughMs: AT + 30 * 24 * HOUR_MS,
    });
  });

  it('scans at most a day of ticks per call; the caller continues from scannedThroughMs', () => {
    // Levels far away: nothing triggers, so each call scans its full allowance.
    const position: TProtectedPosition = { symbol: 'EURUSD', side: 'buy', stopLoss: 0.1, takeProfit: 10 };
    const toMs = AT + 2.5 * MAX_STOP_SCAN_TICKS * TICK_MS;
    const scannedThrough: number[] = [];
    let fromMs = AT;
    while (fromMs < toMs) {
      const scan = findStopTrigger(SEED, position, fromMs, toMs);
      expect(scan.trigger).toBeNull();
      scannedThrough.push(scan.scannedThroughMs);
      fromMs = scan.scannedThroughMs;
    }
    const day = MAX_STOP_SCAN_TICKS * TICK_MS;
    expect(scannedThrough).toEqual([AT + day, AT + 2 * day, toMs]);
  });
});
