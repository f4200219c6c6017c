import { useMemo } from 'react';
import { formatMoneyCentsIfAny, formatMoneyWithCents, useTranslation } from '@propdesk/shared/i18n';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatNumber,
  formatPercent,
  formatQuote,
  formatSignedMoney,
} from './format.ts';

/**
 * The formatters of format.ts and the money formats of @propdesk/shared/i18n bound to the current language; they change
 * when it changes.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      moneyWithCents: (amountMinor: number, currency: string) =>
        formatMoneyWithCents(amountMinor, currency, locale),
      moneyCentsIfAny: (amountMinor: number, currency: string) =>
        formatMoneyCentsIfAny(amountMinor, currency, locale),
      signedMoney: (amountMinor: number, currency: string) =>
        formatSignedMoney(amountMinor, currency, locale),
      percent: (percent: number) => formatPercent(percent, locale),
      number: (value: number, maximumFractionDigits?: number) =>
        formatNumber(value, locale, maximumFractionDigits),
      quote: (price: number, symbol: string) => formatQuote(price, symbol, locale),
      dateTime: (instant: number | string) => formatDateTime(instant, locale),
      date: (instant: number | string) => formatDate(instant, locale),
      dayKey: (dayKey: string) => formatDayKey(dayKey, locale),
      countdown: formatCountdown,
    }),
    [locale],
  );
}

export type TFormatters = ReturnType<typeof useFormatters>;
