import {
  MARKET_ORDER_ERROR_CODES,
  type TMarketOrderErrorCode,
  type TTradeSide,
} from '@propdesk/shared/domain';
import {
  VOLUME_UNITS_PER_LOT,
  findMarketInstrument,
  isOnPointGrid,
  type TMarketInstrument,
} from './market-instruments.ts';
import { quoteAt, type TMarketQuote, type TMarketSeed } from './quotes.ts';
import { fillPrice } from './trade-prices.ts';

export type TMarketOrder = {
  readonly symbol: string;
  readonly side: TTradeSide;
  /** Lots. */
  readonly volume: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
};

export type TMarketOrderError = {
  readonly code: TMarketOrderErrorCode;
  /** The order field the error belongs to, for the trade ticket to show it there. */
  readonly field: 'symbol' | 'volume' | 'stopLoss' | 'takeProfit';
  readonly message: string;
};

export type TMarketOrderCheck =
  | { readonly ok: true; readonly quote: TMarketQuote; readonly fillPrice: number }
  | { readonly ok: false; readonly errors: readonly TMarketOrderError[] };

function unknownSymbolError(symbol: string): TMarketOrderError {
  return {
    code: MARKET_ORDER_ERROR_CODES.unknownSymbol,
    field: 'symbol',
    message: `${symbol} is not traded on the simulator`,
  };
}

/** Tolerance for volumes like 0.07 that are not exact in binary. */
const VOLUME_EPSILON = 1e-9;

function isWholeMultiple(value: number, unit: number): boolean {
  const ratio = value / unit;
  return Math.abs(ratio - Math.round(ratio)) < VOLUME_EPSILON * Math.max(1, Math.abs(ratio));
}

function formatPrice(instrument: TMarketInstrument, price: number): string {
  return price.toFixed(instrument.decimals);
}

function volumeError(instrument: TMarketInstrument, volume: number): TMarketOrderError | null {
  const lots = (value: number) => `${value} lot${value === 1 ? '' : 's'}`;
  if (!Number.isFinite(volume) || volume <= 0) {
    return {
      code: MARKET_ORDER_ERROR_CODES.volumeInvalid,
      field: 'volume',
      message: 'Volume must be above zero',
    };
  }
  if (volume < instrument.minVolume - VOLUME_EPSILON) {
    return {
      code: MARKET_ORDER_ERROR_CODES.volumeBelowMin,
      field: 'volume',
      message: `Volume must be at least ${lots(instrument.minVolume)}`,
    };
  }
  if (volume > instrument.maxVolume + VOLUME_EPSILON) {
    return {
      code: MARKET_ORDER_ERROR_CODES.volumeAboveMax,
      field: 'volume',
      message: `Volume must be at most ${lots(instrument.maxVolume)}`,
    };
  }
  // The step is a whole number of hundredths (the catalogue's test), so a volume on it is one too.
  if (!isWholeMultiple(volume, instrument.volumeStep) || !isWholeMultiple(volume * VOLUME_UNITS_PER_LOT, 1)) {
    return {
      code: MARKET_ORDER_ERROR_CODES.volumeOffStep,
      field: 'volume',
      message: `Volume must be a multiple of ${lots(instrument.volumeStep)}`,
    };
  }
  return null;
}

function priceFormatError(
  instrument: TMarketInstrument,
  price: number,
  field: 'stopLoss' | 'takeProfit',
): TMarketOrderError | null {
  if (Number.isFinite(price) && price > 0 && isOnPointGrid(instrument, price)) return null;
  const label = field === 'stopLoss' ? 'Stop-loss' : 'Take-profit';
  return {
    code:
      field === 'stopLoss'
        ? MARKET_ORDER_ERROR_CODES.stopLossInvalid
        : MARKET_ORDER_ERROR_CODES.takeProfitInvalid,
    field,
    message: `${label} must be a positive price with at most ${instrument.decimals} decimals`,
  };
}

/**
 * A stop-loss must lie beyond the price the position would close at now (a buy's below the bid, a sell's
 * above the ask), or it would close the position at the next tick. A take-profit must lie beyond the
 * entry price (a buy's above the ask, a sell's below the bid), or "taking profit" would book a loss. Both
 * are strict, and both put the level on the right side of the entry price.
 */
function stopLossSideError(
  instrument: TMarketInstrument,
  side: TTradeSide,
  stopLoss: number,
  quote: TMarketQuote,
): TMarketOrderError | null {
  const isValid = side === 'buy' ? stopLoss < quote.bid : stopLoss > quote.ask;
  if (isValid) return null;
  return {
    code: MARKET_ORDER_ERROR_CODES.stopLossWrongSide,
    field: 'stopLoss',
    message:
      side === 'buy'
        ? `Stop-loss of a buy must be below the bid (${formatPrice(instrument, quote.bid)})`
        : `Stop-loss of a sell must be above the ask (${formatPrice(instrument, quote.ask)})`,
  };
}

function takeProfitSideError(
  instrument: TMarketInstrument,
  side: TTradeSide,
  takeProfit: number,
  quote: TMarketQuote,
): TMarketOrderError | null {
  const isValid = side === 'buy' ? takeProfit > quote.ask : takeProfit < quote.bid;
  if (isValid) return null;
  return {
    code: MARKET_ORDER_ERROR_CODES.takeProfitWrongSide,
    field: 'takeProfit',
    message:
      side === 'buy'
        ? `Take-profit of a buy must be above the ask (${formatPrice(instrument, quote.ask)})`
        : `Take-profit of a sell must be below the bid (${formatPrice(instrument, quote.bid)})`,
  };
}

/**
 * Every error of a market order against the quote it would fill at, one per field at most; empty when the
 * order is acceptable. The quote must be the order symbol's.
 */
export function validateMarketOrder(order: TMarketOrder, quote: TMarketQuote): TMarketOrderError[] {
  const instrument = findMarketInstrument(order.symbol);
  if (!instrument) return [unknownSymbolError(order.symbol)];
  if (quote.symbol !== order.symbol) {
    throw new Error(`A ${quote.symbol} quote cannot price a ${order.symbol} order`);
  }
  const errors: (TMarketOrderError | null)[] = [volumeError(instrument, order.volume)];
  if (order.stopLoss !== null) {
    errors.push(
      priceFormatError(instrument, order.stopLoss, 'stopLoss') ??
        stopLossSideError(instrument, order.side, order.stopLoss, quote),
    );
  }
  if (order.takeProfit !== null) {
    errors.push(
      priceFormatError(instrument, order.takeProfit, 'takeProfit') ??
        takeProfitSideError(instrument, order.side, order.takeProfit, quote),
    );
  }
  return errors.filter((error): error is TMarketOrderError => error !== null);
}

/**
 * Validates a market order placed at `atMs` and, when it is acceptable, returns the quote it fills at and
 * the fill price. One call, so the caller never needs a quote for a symbol that does not exist.
 */
export function checkMarketOrder(seed: TMarketSeed, order: TMarketOrder, atMs: number): TMarketOrderCheck {
  if (!findMarketInstrument(order.symbol)) return { ok: false, errors: [unknownSymbolError(order.symbol)] };
  const quote = quoteAt(seed, order.symbol, atMs);
  const errors = validateMarketOrder(order, quote);
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, quote, fillPrice: fillPrice(order.side, quote) };
}
