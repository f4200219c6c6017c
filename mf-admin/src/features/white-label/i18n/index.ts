import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the white-label requests panel: English ships with the code, Spanish and Italian load when
 * needed.
 */
export const whiteLabelTexts = defineLazyNamespace('admin-white-label', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
