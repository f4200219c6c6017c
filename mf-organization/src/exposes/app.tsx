import type { RemoteAppProps } from '@propdesk/shared/federation';
import { ApiProvider } from '@propdesk/shared/session';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { organizationRoutes } from '../app/routes/routes.tsx';

/** mf-organization's route tree (exposed as ./App): a prop firm's own administration area. */
export default function OrganizationApp({ apiBaseUrl }: RemoteAppProps) {
  return (
    <ApiProvider apiBaseUrl={apiBaseUrl}>
      <RouteTable routes={organizationRoutes} />
    </ApiProvider>
  );
}
