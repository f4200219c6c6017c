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

/**
 * The text key of an API scope or a webhook event: i18next reads `:` as a namespace separator and `.` as
 * a nesting one, so `clients:read` is `clients_read` and `account.opened` is `account_opened`.
 */
export function textKeyOf(name: string): string {
  return name.replace(/[:.]/g, '_');
}
