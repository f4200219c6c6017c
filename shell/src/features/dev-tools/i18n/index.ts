import { use } from 'react';
import { registerLazyTranslations, useTranslation, type TLanguage } from '@propdesk/shared/i18n';
import { en, type DevToolsCatalog } from './en.ts';

export const DEV_TOOLS_NAMESPACE = 'dev-tools';

/** Spanish and Italian arrive in chunks of their own, only for a reader who needs them. */
function loadDevToolsCatalog(language: TLanguage): Promise<DevToolsCatalog> {
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
  DEV_TOOLS_NAMESPACE,
  { language: 'en', catalog: en },
  loadDevToolsCatalog,
);
void pending?.then(() => {
  pending = null;
});

/**
 * The texts of the development tools. Suspends (the nearest Suspense boundary shows its loader) until they
 * are in the reader's language, so no one ever sees raw keys.
 */
export function useDevToolsTranslation() {
  if (pending !== null) use(pending);
  return useTranslation(DEV_TOOLS_NAMESPACE);
}
