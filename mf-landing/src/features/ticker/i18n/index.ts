import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

export const TICKER_NAMESPACE = 'landing-ticker';

/**
 * English ships with the landing's first load; Spanish and Italian arrive with the rest of the first
 * screen's texts in that language (one chunk per language, named alike).
 */
export const tickerTranslations = defineLazyNamespace(TICKER_NAMESPACE, en, {
  es: () => import(/* webpackChunkName: "landing-es" */ './es.ts').then((module) => module.es),
  it: () => import(/* webpackChunkName: "landing-it" */ './it.ts').then((module) => module.it),
});
