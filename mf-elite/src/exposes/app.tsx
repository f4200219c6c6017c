import type { RemoteAppProps } from '@propdesk/shared/federation';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { eliteRoutes } from '../app/routes/routes.tsx';

/** mf-elite's route tree (exposed as ./App): the access-code area with the elite layout. */
export default function EliteApp(_props: RemoteAppProps) {
  return <RouteTable routes={eliteRoutes} />;
}
