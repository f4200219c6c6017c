import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of Client Management, the client's details and the support agent's lookup, shared by the
 * organization, admin and support agent areas: English ships with the code, Spanish and Italian load when
 * needed.
 */
export const clientTexts = defineLazyNamespace('clients', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
