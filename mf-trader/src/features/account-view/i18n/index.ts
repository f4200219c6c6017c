import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the account view that traders and staff read: English ships with the code, Spanish and
 * Italian load when needed.
 */
export const accountViewTexts = defineLazyNamespace('account-view', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
