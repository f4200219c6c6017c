import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The certificates page's texts: English ships with the code, Spanish and Italian load when needed. */
export const certificatesTexts = defineLazyNamespace('trader-certificates', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
