import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the admin area (page titles): English ships with the code, Spanish and Italian load when
 * needed.
 */
export const adminTexts = defineLazyNamespace('admin', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});

export type AdminPageKey = keyof typeof en.pages;
