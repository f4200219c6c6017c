import type { RemoteAppProps } from '@propdesk/shared/federation';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { affiliateRoutes } from '../app/routes/routes.tsx';

/** mf-affiliate's route tree (exposed as ./App): the affiliate partner program. */
export default function AffiliateApp(_props: RemoteAppProps) {
  return <RouteTable routes={affiliateRoutes} />;
}
