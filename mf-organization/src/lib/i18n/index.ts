import { defineLazyNamespace } from '@propdesk/shared/i18n';
import { en } from './en.ts';

/**
 * The texts of the organization area (page titles): English ships with the code, Spanish and Italian load
 * when needed.
 */
export const organizationTexts = defineLazyNamespace('organization', en, {
  es: () => import('./es.ts').then((module) => module.es),
  it: () => import('./it.ts').then((module) => module.it),
});

export type OrganizationPageKey = keyof typeof en.pages;

/**
 * A page title: the organization area's own, or the admin Organization View's when mf-organization serves
 * the same page under /admin/org-….
 */
export type OrganizationTitleKey =
  `pages.${OrganizationPageKey}` | `adminPages.${keyof typeof en.adminPages}`;

/** What a page wrapper accepts so the admin's Organization View can show it under its own title. */
export interface TitledPageProps {
  title?: OrganizationTitleKey;
}
