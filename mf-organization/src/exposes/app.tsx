import type { RemoteAppProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { RouteTable } from '@propdesk/shared/ui';
import { organizationRoutes } from '../app/routes/routes.tsx';
import { ORGANIZATION_NAMESPACE, organizationCatalogs } from '../i18n/catalogs.ts';

registerTranslations(ORGANIZATION_NAMESPACE, organizationCatalogs);

/** mf-organization's route tree (exposed as ./App): a prop firm's own administration area. */
export default function OrganizationApp(_props: RemoteAppProps) {
  return <RouteTable routes={organizationRoutes} />;
}
