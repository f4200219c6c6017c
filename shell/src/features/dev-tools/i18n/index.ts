import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/** The texts of the development mailbox and the reset tester: English ships with the code, Spanish and Italian load when a reader needs them. */
export const devToolsTexts = defineLazyNamespace('dev-tools', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
