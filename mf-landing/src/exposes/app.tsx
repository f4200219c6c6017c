import type { RemoteAppProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { RouteTable } from '@propdesk/shared/ui';
import { landingRoutes } from '../app/routes/routes.tsx';
import { LANDING_NAMESPACE, landingCatalogs } from '../i18n/catalogs.ts';

registerTranslations(LANDING_NAMESPACE, landingCatalogs);

/** mf-landing's route tree (exposed as ./App): the public site. */
export default function LandingApp(props: RemoteAppProps) {
  return <RouteTable routes={landingRoutes(props)} />;
}
