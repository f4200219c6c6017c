import type { RemoteAppProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { RouteTable } from '@propdesk/shared/ui';
import { eliteRoutes } from '../app/routes/routes.tsx';
import { ELITE_NAMESPACE, eliteCatalogs } from '../i18n/catalogs.ts';

registerTranslations(ELITE_NAMESPACE, eliteCatalogs);

/** mf-elite's route tree (exposed as ./App): the access-code area with the elite layout. */
export default function EliteApp(_props: RemoteAppProps) {
  return <RouteTable routes={eliteRoutes} />;
}
