import type { RemoteAppProps } from '@propdesk/shared/federation';
import { use } from 'react';
import { RouteTable } from '@propdesk/shared/ui';
import { landingRoutes } from '../app/routes/routes.tsx';
import { pendingLandingTranslations } from '../i18n/catalogs.ts';

/** mf-landing's route tree (exposed as ./App): the public site. */
export default function LandingApp(props: RemoteAppProps) {
  // Suspends (the shell shows its loader) until the reader's language is in; English is immediate.
  const translations = pendingLandingTranslations();
  if (translations !== null) use(translations);
  return <RouteTable routes={landingRoutes(props)} />;
}
