import type { LandingProps } from '@propdesk/shared/federation';
import { useEffect } from 'react';
import { setLanguage, useLazyNamespacesReady, useTranslation } from '@propdesk/shared/i18n';
import { LandingPage, landingPageTranslations } from '../features/landing/index.ts';

/** The landing page alone (exposed as ./Landing) for a tenant's own federated site. */
export default function Landing({ organizationSlug, apiBaseUrl, language }: LandingProps) {
  useLazyNamespacesReady(...landingPageTranslations);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (language !== undefined && language !== i18n.language) void setLanguage(language);
  }, [language, i18n]);
  return <LandingPage apiBaseUrl={apiBaseUrl} organizationSlug={organizationSlug} />;
}
