import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The words of trading every account page uses: English ships with the code, Spanish and Italian load when needed. */
export const tradingTexts = defineLazyNamespace('trading', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
