/**
 * The figures a person reads (money with its sign, percentages, quotes, dates, trading days, countdowns),
 * formatted in the reader's language: the trader's pages and the staff's account view read the same.
 */
export { useFormatters, type TFormatters } from './use-formatters.ts';
export {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatNumber,
  formatPercent,
  formatPositionId,
  formatQuote,
  formatSignedMoney,
} from './format.ts';
