import { defineLazyTranslations } from '../../../lib/lazy-translations.ts';
import { en } from './en.ts';

export const LEGAL_NAMESPACE = 'landing-legal';

/** English ships with the page's own chunk; Spanish and Italian load when a reader needs them. */
export const legalTranslations = defineLazyTranslations(LEGAL_NAMESPACE, en, {
  es: () => import('./es.ts'),
  it: () => import('./it.ts'),
});
