import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the identity check review, shared by the organization's and the admin's pages: English
 * ships with the code, Spanish and Italian load when needed.
 */
export const kycReviewTexts = defineLazyNamespace('kyc-review', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
