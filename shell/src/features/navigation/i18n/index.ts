import { use } from 'react';
import { registerLazyTranslations, useTranslation, type TLanguage } from '@propdesk/shared/i18n';
import { en, type NavigationCatalog } from './en.ts';

export const NAVIGATION_NAMESPACE = 'navigation';

/** Spanish and Italian arrive in chunks of their own, only for a reader who needs them. */
function loadNavigationCatalog(language: TLanguage): Promise<NavigationCatalog> {
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
let pending = registerLazyTranslations(
  NAVIGATION_NAMESPACE,
  { language: 'en', catalog: en },
  loadNavigationCatalog,
);
void pending?.then(() => {
  pending = null;
});

/**
 * The texts of the sidebar. Suspends (the nearest Suspense boundary shows its loader) until they are in
 * the reader's language, so no one ever sees raw keys.
 */
export function useNavigationTranslation() {
  if (pending !== null) use(pending);
  return useTranslation(NAVIGATION_NAMESPACE);
}
