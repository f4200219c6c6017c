// Through the package, not a relative path: the shared domain module then loads once, not inlined here.
import { fromMinorUnits } from '@propdesk/shared/domain';

/**
 * Money in the reader's language. Amounts travel in minor units (cents); these two differ only in the
 * cents they show.
 */

/** Always two decimals, for figures that move by the cent: balances, equity, profit ($102,500.00). */
export function formatMoneyWithCents(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fromMinorUnits(amountMinor));
}

/** Cents only when there are any, for prices and sizes: a plan's $25,000 account for $99 (or $99.50). */
export function formatMoneyCentsIfAny(amountMinor: number, currency: string, locale: string): string {
  const amount = fromMinorUnits(amountMinor);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
