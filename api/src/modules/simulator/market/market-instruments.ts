import { INSTRUMENTS, type TInstrument } from '@propdesk/shared/domain';
import { hashString32 } from '../../../infra/hash32.ts';

/** One tick of the simulated market: the price changes once a second. */
export const TICK_MS = 1_000;
const SECONDS_PER_DAY = 86_400;

/** Volumes are counted in hundredths of a lot, so that profit is integer arithmetic (every step is one). */
export const VOLUME_UNITS_PER_LOT = 100;

/** An instrument with the integers the market maths works in, derived once at start-up. */
export type TMarketInstrument = TInstrument & {
  /** 10^decimals: a price times this is a whole number of points. */
  readonly pointsPerUnit: number;
  readonly spreadPoints: number;
  /** Standard deviation of one tick's log-return: the daily one scaled by √(ticks per day). */
  readonly tickVolatility: number;
  readonly symbolHash: number;
};

const TICKS_PER_DAY = (SECONDS_PER_DAY * 1_000) / TICK_MS;

const MARKET_INSTRUMENTS: ReadonlyMap<string, TMarketInstrument> = new Map(
  INSTRUMENTS.map((instrument) => {
    const pointsPerUnit = 10 ** instrument.decimals;
    const marketInstrument: TMarketInstrument = {
      ...instrument,
      pointsPerUnit,
      spreadPoints: Math.round(instrument.typicalSpread * pointsPerUnit),
      tickVolatility: instrument.dailyVolatility / Math.sqrt(TICKS_PER_DAY),
      symbolHash: hashString32(instrument.symbol),
    };
    return [instrument.symbol, marketInstrument];
  }),
);

export function findMarketInstrument(symbol: string): TMarketInstrument | undefined {
  return MARKET_INSTRUMENTS.get(symbol);
}

/** For symbols that were validated before (a stored position, a quote request for a listed symbol). */
export function marketInstrument(symbol: string): TMarketInstrument {
  const instrument = MARKET_INSTRUMENTS.get(symbol);
  if (!instrument) throw new RangeError(`Unknown instrument: ${symbol}`);
  return instrument;
}

/** A price as a whole number of points; prices carry at most the instrument's decimals. */
export function toPoints(instrument: TMarketInstrument, price: number): number {
  return Math.round(price * instrument.pointsPerUnit);
}

/** The nearest double to points × 10^−decimals, so it prints with the instrument's decimals. */
export function fromPoints(instrument: TMarketInstrument, points: number): number {
  return points / instrument.pointsPerUnit;
}

/** Whether a price sits on the instrument's grid of points (up to binary representation). */
export function isOnPointGrid(instrument: TMarketInstrument, price: number): boolean {
  const points = price * instrument.pointsPerUnit;
  return Math.abs(points - Math.round(points)) < 1e-6;
}
