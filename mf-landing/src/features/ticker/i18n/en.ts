/** The market ticker, in English: the shape every language follows, and the fallback of each. */
export const en = {
  label: 'Market ticker',
  simulated: 'Simulated prices',
  charts: 'Live charts ↗',
};

export type TickerCatalog = typeof en;
