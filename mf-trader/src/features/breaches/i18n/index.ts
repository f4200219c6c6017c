import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the breach reports and their disputes: English ships with the code, Spanish and Italian load
 * when needed.
 */
export const breachesTexts = defineLazyNamespace('trader-breaches', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
