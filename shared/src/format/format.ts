import { fromMinorUnits } from '@propdesk/shared/domain';

/**
 * Formatting of the figures traders and staff read, in the reader's language. Money travels in minor units
 * (cents) and is formatted here or by the money formats of @propdesk/shared/i18n only; no translation
 * string carries a number of its own.
 */

/** A profit or loss with its sign always shown (+$12.50, −$3.00). */
export function formatSignedMoney(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fromMinorUnits(amountMinor));
}

/** `percent` as given by the api (10 means 10 %). */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 5): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A quote or a fill price: 5 decimals for symbols containing USD, else 2 (the landing ticker's rule). */
export function formatQuote(price: number, symbol: string, locale: string): string {
  const decimals = symbol.includes('USD') ? 5 : 2;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(price);
}

/** A countdown as h:mm:ss (never negative). */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export function formatDateTime(instant: number | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

export function formatDate(instant: number | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(instant));
}

/** A trading day's key (YYYY-MM-DD, the rule set's calendar day) as a short date, without time zones. */
export function formatDayKey(dayKey: string, locale: string): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return dayKey;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A position as a trader reads it: the simulator's positions are UUIDs, shown by their first eight
 * characters (enough to tell a report's positions apart, and it fits a phone); a platform's own ticket
 * number is shown as it is.
 */
export function formatPositionId(id: string): string {
  return UUID.test(id) ? id.slice(0, 8) : id;
}
