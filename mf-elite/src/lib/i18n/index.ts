import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the elite area (page titles): English ships with the code, Spanish and Italian load when
 * needed.
 */
export const eliteTexts = defineLazyNamespace('elite', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});

export type ElitePageKey = keyof typeof en.pages;
