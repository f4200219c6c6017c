import type { TLanguage } from '@propdesk/shared/contracts';

/** Money in a notification's text, e.g. "$2,500.00" / "2.500,00 US$", in the reader's language. */
export function formatMoney(amountMinor: number, currency: string, language: TLanguage): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);
}

/** The loss rules as the texts name them. */
export const LOSS_RULE_NAMES: Readonly<
  Record<TLanguage, Readonly<Record<'daily_loss' | 'max_loss', string>>>
> = {
  en: { daily_loss: 'daily loss limit', max_loss: 'maximum loss limit' },
  es: { daily_loss: 'límite de pérdida diaria', max_loss: 'límite de pérdida máxima' },
  it: { daily_loss: 'limite di perdita giornaliera', max_loss: 'limite di perdita massima' },
};

/** Capitalizes a text's first letter, for a rule name that opens a title. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
