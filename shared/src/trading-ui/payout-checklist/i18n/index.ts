import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The payout checklist's texts: English ships with the code, Spanish and Italian load when needed. */
export const payoutChecklistTexts = defineLazyNamespace('payout-checklist', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
