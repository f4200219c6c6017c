import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The texts of the firm's accounts and disputes pages: English ships with the code, the others load when needed. */
export const staffAccountsTexts = defineLazyNamespace('staff-accounts', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
