import type { TickerCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: TickerCatalog = {
  label: 'Quotazioni di mercato',
  simulated: 'Prezzi simulati',
  charts: 'Grafici in tempo reale ↗',
};
