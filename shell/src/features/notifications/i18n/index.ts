import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The texts of the bell: English ships with the code, Spanish and Italian load when a reader needs them. */
export const notificationBellTexts = defineLazyNamespace('notification-bell', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
