/**
 * The English texts of the trade ticket and the open positions (namespace `trader-simulator`); es.ts and
 * it.ts follow this shape.
 */
export const en = {
  positions: {
    title: 'Open positions',
    loading: 'Loading open positions',
    loadFailed: 'The open positions could not be loaded.',
    empty: 'No open positions.',
    openPrice: 'Open price',
    currentPrice: 'Current price',
    levels: 'SL / TP',
    floating: 'Floating P&L',
    actions: 'Actions',
    close: 'Close',
    closeOne: 'Close the {{side}} {{symbol}} position',
    closeFailed: 'The position could not be closed. Please try again.',
  },
  ticket: {
    title: 'Trade ticket',
    closed: 'Trading is not possible on this account right now.',
    ended: 'This account has ended: no more trades can be placed on it.',
    symbol: 'Symbol',
    loadingQuotes: 'Loading prices…',
    quotesFailed: 'Prices could not be loaded.',
    bid: 'Bid (sell)',
    ask: 'Ask (buy)',
    volume: 'Volume (lots)',
    volumeHint: 'For example 0.1 for a tenth of a lot.',
    stopLoss: 'Stop loss',
    takeProfit: 'Take profit',
    optional: 'Optional',
    sell: 'Sell',
    buy: 'Buy',
    placed: '{{side}} {{volume}} {{symbol}} filled at {{price}}.',
    notAllowed: 'Trading is not allowed on this account now.',
    failed: 'The order was refused: {{reason}}',
    errors: {
      symbol: 'Choose a symbol',
      volume: 'Enter a volume above zero, such as 0.1',
      price: 'Enter a price above zero',
      stopLossBuy: 'For a buy, the stop loss must be below the ask',
      stopLossSell: 'For a sell, the stop loss must be above the bid',
      takeProfitBuy: 'For a buy, the take profit must be above the ask',
      takeProfitSell: 'For a sell, the take profit must be below the bid',
    },
  },
};

export type SimulatorCatalog = typeof en;
