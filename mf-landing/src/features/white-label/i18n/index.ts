import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

export const WHITE_LABEL_NAMESPACE = 'landing-white-label';

/** English ships with the page's own chunk; Spanish and Italian load when a reader needs them. */
export const whiteLabelTranslations = defineLazyNamespace(WHITE_LABEL_NAMESPACE, en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
