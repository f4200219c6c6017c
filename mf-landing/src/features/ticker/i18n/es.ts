import type { TickerCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: TickerCatalog = {
  label: 'Cotizaciones de mercado',
  simulated: 'Precios simulados',
  charts: 'Gráficos en vivo ↗',
};
