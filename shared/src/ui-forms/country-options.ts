import { SIGN_UP_COUNTRIES } from '@propdesk/shared/domain';

/** The sign-up countries named in the reader's language, sorted as they read them. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return SIGN_UP_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}
