import { isSupportedLanguage, useTranslation, type TLanguage } from '@propdesk/shared/i18n';
import type { TPlaceholderValues } from './placeholders.ts';
import { siteContactOf } from './site-contact.ts';
import { useLandingOrganization } from './use-landing-organization.ts';

/**
 * What every public page of the default organization needs: its name, logo and company details for the texts,
 * its contacts, the tracking scripts for the cookie banner, its plans, and the reader's language.
 * `isResolving` stays true while the organization or its plans are first being fetched, for a page
 * whose layout depends on them (the FAQ opens with the plans' questions).
 */
export function usePublicSite(apiBaseUrl: string) {
  const { i18n } = useTranslation();
  const { config, organization, plans, isResolving } = useLandingOrganization(apiBaseUrl, undefined);
  const language: TLanguage = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const brandName = organization.data?.name ?? config.data?.productName ?? 'PropDesk';
  const contact = siteContactOf(config.data, organization.data);
  const values: TPlaceholderValues = {
    firm: brandName,
    supportEmail: contact.supportEmail,
    language,
    company: { legalName: contact.legalName, registeredAddress: contact.registeredAddress },
  };
  return {
    brandName,
    logoUrl: organization.data?.theme.logoUrl ?? null,
    values,
    contact,
    language,
    tracking: organization.data?.tracking ?? null,
    plans,
    isResolving: isResolving || (plans.isPending && plans.fetchStatus === 'fetching'),
  };
}
