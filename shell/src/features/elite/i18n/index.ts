import { use } from 'react';
import { registerLazyTranslations, useTranslation, type TLanguage } from '@propdesk/shared/i18n';
import { en, type EliteCatalog } from './en.ts';

export const ELITE_NAMESPACE = 'elite-access';

/** Spanish and Italian arrive in chunks of their own, only for a reader who needs them. */
function loadEliteCatalog(language: TLanguage): Promise<EliteCatalog> {
  switch (language) {
    case 'es':
      return import('./es.ts').then((module) => module.es);
    case 'it':
      return import('./it.ts').then((module) => module.it);
    case 'en':
      return Promise.resolve(en);
  }
}

// Registered as soon as the feature's code loads, so English is in at once. Null when the reader's
// language is in as well, else the promise of its texts. A later language switch loads the texts
// itself before it switches (setLanguage).
let pending = registerLazyTranslations(ELITE_NAMESPACE, { language: 'en', catalog: en }, loadEliteCatalog);
void pending?.then(() => {
  pending = null;
});

/**
 * The texts of the elite access page. Suspends (the nearest Suspense boundary shows its loader) until they
 * are in the reader's language, so no one ever sees raw keys.
 */
export function useEliteTranslation() {
  if (pending !== null) use(pending);
  return useTranslation(ELITE_NAMESPACE);
}
