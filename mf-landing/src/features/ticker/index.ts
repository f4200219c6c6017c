export { tickerTranslations } from './i18n/index.ts';
export { MarketTicker } from './market-ticker.tsx';
