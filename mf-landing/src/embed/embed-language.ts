import { DEFAULT_LANGUAGE, isSupportedLanguage, type TLanguage } from '@propdesk/shared/i18n';

/**
 * The element's `lang` attribute, else the host page's own language (`<html lang="es-ES">` → es),
 * else English.
 */
export function embedLanguage(attribute: string | null, pageLanguage: string): TLanguage {
  for (const candidate of [attribute, pageLanguage]) {
    const primary = candidate?.trim().toLowerCase().split('-')[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
