import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en, type RuleTextCatalog } from './en.ts';

/**
 * The engine's rule texts in Spanish and Italian, loaded when needed; English is the engine's own text
 * (see en.ts).
 */
export const ruleTexts = defineLazyNamespace<Partial<RuleTextCatalog>>('account-view-rules', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});
