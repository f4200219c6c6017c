import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

export const SECTIONS_NAMESPACE = 'landing-sections';

/** English ships with the page's own chunk; Spanish and Italian load when a reader needs them. */
export const sectionsTranslations = defineLazyNamespace(SECTIONS_NAMESPACE, en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
