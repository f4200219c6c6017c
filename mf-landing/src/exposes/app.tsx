import type { RemoteAppProps } from '@propdesk/shared/federation';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { landingRoutes } from '../app/routes/routes.tsx';
import { landingPageTranslations } from '../features/landing/index.ts';
import { useLazyNamespacesReady } from '@propdesk/shared/i18n';

/** mf-landing's route tree (exposed as ./App): the public site. */
export default function LandingApp(props: RemoteAppProps) {
  // Suspends (the shell shows its loader) until the reader's language is in; English is immediate.
  // The landing page's texts include the frame of every other public page.
  useLazyNamespacesReady(...landingPageTranslations);
  return <RouteTable routes={landingRoutes(props)} />;
}
