import type { TTradeSide } from '@propdesk/shared/domain';
import { VOLUME_UNITS_PER_LOT, marketInstrument, toPoints } from './market-instruments.ts';
import type { TMarketQuote } from './quotes.ts';
import { closingPrice } from './trade-prices.ts';

export type TPricedPosition = {
  readonly symbol: string;
  readonly side: TTradeSide;
  /** Lots. */
  readonly volume: number;
  readonly openPrice: number;
};

/**
 * (close − open) × volume × contract size in USD (every instrument is quoted in USD), as whole cents,
 * negated for a sell. The maths is exact integer arithmetic: prices become points, the volume hundredths
 * of a lot, and profit in cents = Δpoints × hundredths × contract size / 10^decimals.
 *
 * The one division rounds toward −∞: a fraction of a cent is never credited, so equity is never above its
 * exact value and rounding can only bring a breach forward by under a cent, never hide one (the rules
 * engine's "rounding never loosens a rule"). The same function prices the floating and the closed profit,
 * so a position closes at exactly its last floating profit at that price.
 */
export function profitMinor(position: TPricedPosition, closePrice: number): number {
  const instrument = marketInstrument(position.symbol);
  const pointsMoved = toPoints(instrument, closePrice) - toPoints(instrument, position.openPrice);
  const signedPoints = position.side === 'buy' ? pointsMoved : -pointsMoved;
  const volumeUnits = Math.round(position.volume * VOLUME_UNITS_PER_LOT);
  const numerator = signedPoints * volumeUnits * instrument.contractSize;
  const denominator = instrument.pointsPerUnit;
  if (Number.isSafeInteger(numerator)) {
    // `%` and the division of a multiple are exact on safe integers; a float quotient could round up.
    const remainder = numerator % denominator;
    const quotient = (numerator - remainder) / denominator;
    return remainder < 0 ? quotient - 1 : quotient;
  }
  const exact = BigInt(signedPoints) * BigInt(volumeUnits) * BigInt(instrument.contractSize);
  const bigDenominator = BigInt(denominator);
  const quotient = exact / bigDenominator;
  return Number(exact % bigDenominator < 0n ? quotient - 1n : quotient);
}

/** The profit the position would book if it closed at this quote (a buy at the bid, a sell at the ask). */
export function floatingProfitMinor(position: TPricedPosition, quote: TMarketQuote): number {
  if (quote.symbol !== position.symbol) {
    throw new Error(`A ${quote.symbol} quote cannot mark a ${position.symbol} position`);
  }
  return profitMinor(position, closingPrice(position.side, quote));
}
