import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the dashboard and the accounts list: English ships with the code, Spanish
 * and Italian load when needed.
 */
export const tradingAccountsTexts = defineLazyNamespace('trader-trading-accounts', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
