import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the members and support agents pages, shared by the organization and admin areas: English
 * ships with the code, Spanish and Italian load when needed.
 */
export const memberTexts = defineLazyNamespace('members', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
