import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the firm's settings, shared by the organization area and the admin's organization view:
 * English ships with the code, Spanish and Italian load when needed.
 */
export const organizationSettingsTexts = defineLazyNamespace('organizationSettings', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});

/** The text key of a scope: i18next reads `:` as a namespace separator, so `clients:read` is `clients_read`. */
export function scopeTextKey(scope: string): string {
  return scope.replace(':', '_');
}
