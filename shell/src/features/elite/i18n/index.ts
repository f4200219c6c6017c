import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The texts of the elite access page: English ships with the code, Spanish and Italian load when a reader needs them. */
export const eliteTexts = defineLazyNamespace('elite-access', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
