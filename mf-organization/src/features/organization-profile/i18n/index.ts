import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the organization's profile, shared by the organization area and the admin's organization
 * view: English ships with the code, Spanish and Italian load when needed.
 */
export const organizationProfileTexts = defineLazyNamespace('organizationProfile', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
