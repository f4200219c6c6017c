import type { LandingProps } from '@propdesk/shared/federation';
import { use } from 'react';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { pendingLandingTranslations } from '../i18n/catalogs.ts';

/** The landing page alone (exposed as ./Landing) for a tenant's own federated site. */
export default function Landing({ organizationSlug, apiBaseUrl }: LandingProps) {
  const translations = pendingLandingTranslations();
  if (translations !== null) use(translations);
  return <LandingPage apiBaseUrl={apiBaseUrl} organizationSlug={organizationSlug} />;
}
