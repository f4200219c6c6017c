import { RESTRICTED_COUNTRIES } from '@propdesk/shared/domain';

export const MINIMUM_AGE = 18;

export type TPlaceholderValues = { firm: string; supportEmail: string; language: string };

/** The restricted countries (RESTRICTED_COUNTRIES) named in the reader's language, as one readable list. */
export function restrictedCountryList(language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const named = RESTRICTED_COUNTRIES.map((code) => names.of(code) ?? code).sort((a, b) =>
    a.localeCompare(b, language),
  );
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(named);
}

/** Fills {{firm}}, {{supportEmail}}, {{minimumAge}} and {{restrictedCountries}}; unknown names stay as written. */
export function fillPlaceholders(text: string, values: TPlaceholderValues): string {
  const lookup: Record<string, () => string> = {
    firm: () => values.firm,
    supportEmail: () => values.supportEmail,
    minimumAge: () => String(MINIMUM_AGE),
    restrictedCountries: () => restrictedCountryList(values.language),
  };
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => lookup[name]?.() ?? match);
}
