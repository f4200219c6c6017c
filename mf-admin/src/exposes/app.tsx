import type { RemoteAppProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { RouteTable } from '@propdesk/shared/ui';
import { ApiProvider } from '@propdesk/shared/session';
import { adminRoutes } from '../app/routes/routes.tsx';
import { ADMIN_NAMESPACE, adminCatalogs } from '../i18n/catalogs.ts';

registerTranslations(ADMIN_NAMESPACE, adminCatalogs);

/** mf-admin's route tree (exposed as ./App): the platform administration area of the portal. */
export default function AdminApp({ apiBaseUrl }: RemoteAppProps) {
  return (
    <ApiProvider apiBaseUrl={apiBaseUrl}>
      <RouteTable routes={adminRoutes} />
    </ApiProvider>
  );
}
