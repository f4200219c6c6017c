import type { RemoteAppProps } from '@propdesk/shared/federation';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { ApiProvider } from '@propdesk/shared/session';
import { adminRoutes } from '../app/routes/routes.tsx';

/** mf-admin's route tree (exposed as ./App): the platform administration area of the portal. */
export default function AdminApp({ apiBaseUrl }: RemoteAppProps) {
  return (
    <ApiProvider apiBaseUrl={apiBaseUrl}>
      <RouteTable routes={adminRoutes} />
    </ApiProvider>
  );
}
