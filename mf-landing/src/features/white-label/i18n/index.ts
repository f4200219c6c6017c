import { defineLazyTranslations } from '../../../lib/lazy-translations.ts';
import { en } from './en.ts';

export const WHITE_LABEL_NAMESPACE = 'landing-white-label';

/** English ships with the page's own chunk; Spanish and Italian load when a reader needs them. */
export const whiteLabelTranslations = defineLazyTranslations(WHITE_LABEL_NAMESPACE, en, {
  es: () => import('./es.ts'),
  it: () => import('./it.ts'),
});
