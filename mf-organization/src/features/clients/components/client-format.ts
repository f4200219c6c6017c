import { useMemo } from 'react';
import type { TKycStatus } from '@propdesk/shared/domain';

/** The badge colour of each identity check state, the same in the list and the details. */
export const KYC_COLORS: Readonly<Record<TKycStatus, string>> = {
  not_started: 'gray',
  submitted: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/**
 * Dates, instants and country names in the reader's language. Built once per language: Intl formatters
 * are costly to make and a page of a hundred rows formats hundreds of values.
 */
export function useClientFormat(language: string) {
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const instant = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const regions = new Intl.DisplayNames([language], { type: 'region' });
    return {
      day: (value: string) => day.format(new Date(value)),
      instant: (value: string) => instant.format(new Date(value)),
      country: (code: string | null) => (code === null ? null : (regions.of(code) ?? code)),
    };
  }, [language]);
}
