import type { RemoteAppProps } from '@propdesk/shared/federation';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { organizationRoutes } from '../app/routes/routes.tsx';

/** mf-organization's route tree (exposed as ./App): a prop firm's own administration area. */
export default function OrganizationApp(_props: RemoteAppProps) {
  return <RouteTable routes={organizationRoutes} />;
}
