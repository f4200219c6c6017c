import type { LandingProps } from '@propdesk/shared/federation';
import { use, useEffect } from 'react';
import { setLanguage, useTranslation } from '@propdesk/shared/i18n';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { pendingLandingTranslations } from '../i18n/catalogs.ts';

/** The landing page alone (exposed as ./Landing) for a tenant's own federated site. */
export default function Landing({ organizationSlug, apiBaseUrl, language }: LandingProps) {
  const translations = pendingLandingTranslations();
  if (translations !== null) use(translations);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (language !== undefined && language !== i18n.language) void setLanguage(language);
  }, [language, i18n]);
  return <LandingPage apiBaseUrl={apiBaseUrl} organizationSlug={organizationSlug} />;
}
