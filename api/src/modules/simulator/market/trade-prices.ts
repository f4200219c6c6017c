import type { TTradeSide } from '@propdesk/shared/domain';
import type { TMarketQuote } from './quotes.ts';

/** A market order opens at the price the trader pays: a buy at the ask, a sell at the bid. */
export function fillPrice(side: TTradeSide, quote: TMarketQuote): number {
  return side === 'buy' ? quote.ask : quote.bid;
}

/** A position closes on the other side: a buy sells at the bid, a sell buys back at the ask. */
export function closingPrice(side: TTradeSide, quote: TMarketQuote): number {
  return side === 'buy' ? quote.bid : quote.ask;
}
