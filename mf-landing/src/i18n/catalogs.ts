import { registerLazyTranslations, type TLanguage } from '@propdesk/shared/i18n';
import { en, type LandingCatalog } from './catalog-en.ts';

export const LANDING_NAMESPACE = 'landing';
export type { LandingCatalog };
export type LandingPageKey = keyof LandingCatalog['pages'];

/** Spanish and Italian texts arrive in their own chunks: the landing's first load carries English only. */
function loadLandingCatalog(language: TLanguage): Promise<LandingCatalog> {
  switch (language) {
    case 'es':
      return import('./catalog-es.ts').then((module) => module.es);
    case 'it':
      return import('./catalog-it.ts').then((module) => module.it);
    case 'en':
      return Promise.resolve(en);
  }
}

let pending: Promise<void> | null | undefined;

/**
 * Registers the landing's texts once. Null when the reader's language is ready to render; otherwise
 * the promise to wait for (the first visit of a Spanish or Italian reader).
 */
export function pendingLandingTranslations(): Promise<void> | null {
  if (pending === undefined) {
    pending = registerLazyTranslations(
      LANDING_NAMESPACE,
      { language: 'en', catalog: en },
      loadLandingCatalog,
    );
    void pending?.then(() => {
      pending = null;
    });
  }
  return pending;
}
