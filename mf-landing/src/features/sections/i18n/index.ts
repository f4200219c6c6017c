import { defineLazyTranslations } from '../../../lib/lazy-translations.ts';
import { en } from './en.ts';

export const SECTIONS_NAMESPACE = 'landing-sections';

/** English ships with the page's own chunk; Spanish and Italian load when a reader needs them. */
export const sectionsTranslations = defineLazyTranslations(SECTIONS_NAMESPACE, en, {
  es: () => import('./es.ts'),
  it: () => import('./it.ts'),
});
