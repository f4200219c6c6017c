import { RESTRICTED_COUNTRIES } from '@propdesk/shared/domain';
import { oneLineAddress } from './site-contact.ts';

export const MINIMUM_AGE = 18;

export type TPlaceholderValues = {
  firm: string;
  supportEmail: string;
  language: string;
  /** The organization's registered company, from its profile; absent or null: its name stands in. */
  company?: { legalName: string | null; registeredAddress: string | null };
};

/** The restricted countries (RESTRICTED_COUNTRIES) named in the reader's language, as one readable list. */
export function restrictedCountryList(language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const named = RESTRICTED_COUNTRIES.map((code) => names.of(code) ?? code).sort((a, b) =>
    a.localeCompare(b, language),
  );
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(named);
}

/** The registered company name, else the firm's name. */
function legalNameOf(values: TPlaceholderValues): string {
  return values.company?.legalName ?? values.firm;
}

/** The registered company with its registered office, on one line: who a legal text binds the reader to. */
function legalEntityOf(values: TPlaceholderValues): string {
  const address = values.company?.registeredAddress ?? null;
  return address === null ? legalNameOf(values) : `${legalNameOf(values)}, ${oneLineAddress(address)}`;
}

/**
 * Fills {{firm}}, {{legalName}}, {{legalEntity}}, {{supportEmail}}, {{minimumAge}} and
 * {{restrictedCountries}}; unknown names stay as written.
 */
export function fillPlaceholders(text: string, values: TPlaceholderValues): string {
  const lookup: Record<string, () => string> = {
    firm: () => values.firm,
    legalName: () => legalNameOf(values),
    legalEntity: () => legalEntityOf(values),
    supportEmail: () => values.supportEmail,
    minimumAge: () => String(MINIMUM_AGE),
    restrictedCountries: () => restrictedCountryList(values.language),
  };
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => lookup[name]?.() ?? match);
}
