export { MarketTicker } from './market-ticker.tsx';
