import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the notifications list and items, shared by the shell's bell and the areas' notifications
 * pages: English ships with the code, Spanish and Italian load when needed.
 */
export const notificationTexts = defineLazyNamespace('notifications', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
