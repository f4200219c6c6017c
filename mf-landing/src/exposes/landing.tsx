import type { LandingProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { LANDING_NAMESPACE, landingCatalogs } from '../i18n/catalogs.ts';

registerTranslations(LANDING_NAMESPACE, landingCatalogs);

/** The landing page alone (exposed as ./Landing) for a tenant's own federated site. */
export default function Landing({ organizationSlug, apiBaseUrl }: LandingProps) {
  return <LandingPage apiBaseUrl={apiBaseUrl} organizationSlug={organizationSlug} />;
}
