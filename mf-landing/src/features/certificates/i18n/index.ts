import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

export const CERTIFICATES_NAMESPACE = 'landing-certificates';

/** English ships with the page's own chunk; Spanish and Italian load when a reader needs them. */
export const certificatesTranslations = defineLazyNamespace(CERTIFICATES_NAMESPACE, en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
