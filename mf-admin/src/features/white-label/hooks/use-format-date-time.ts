import { useMemo } from 'react';
import { useTranslation } from '@propdesk/shared/i18n';

/** Formats an api timestamp as a date and time in the reader's language. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
