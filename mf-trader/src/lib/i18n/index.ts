import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts several features of the trader area share (statuses, programs, rule names, page titles):
 * English ships with the code, Spanish and Italian load when needed.
 */
export const traderTexts = defineLazyNamespace('trader', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});

export type TraderPageKey = keyof typeof en.pages;
