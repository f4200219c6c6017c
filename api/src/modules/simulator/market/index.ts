/**
 * The simulator's market: deterministic quotes for the catalogue in @propdesk/shared/domain and
 * the maths of market orders and positions. Pure: no I/O, no database, no clock; the caller passes the
 * seed and the instant.
 */
export {
  MARKET_ORIGIN_MS,
  MAX_TICKS_PER_RUN,
  quoteAt,
  quotesAt,
  quotesBetween,
  tickStartMs,
} from './quotes.ts';
export type { TMarketQuote, TMarketSeed } from './quotes.ts';
export { TICK_MS } from './market-instruments.ts';
export { checkMarketOrder, validateMarketOrder } from './order-validation.ts';
export type { TMarketOrder, TMarketOrderCheck, TMarketOrderError } from './order-validation.ts';
export { closingPrice, fillPrice } from './trade-prices.ts';
export { floatingProfitMinor, profitMinor, type TPricedPosition } from './position-profit.ts';
export { MAX_STOP_SCAN_TICKS, findStopTrigger } from './stop-triggers.ts';
export type { TProtectedPosition, TStopScan, TStopTrigger } from './stop-triggers.ts';
