import type { RemoteAppProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { RouteTable } from '@propdesk/shared/ui';
import { affiliateRoutes } from '../app/routes/routes.tsx';
import { AFFILIATE_NAMESPACE, affiliateCatalogs } from '../i18n/catalogs.ts';

registerTranslations(AFFILIATE_NAMESPACE, affiliateCatalogs);

/** mf-affiliate's route tree (exposed as ./App): the affiliate partner program. */
export default function AffiliateApp(_props: RemoteAppProps) {
  return <RouteTable routes={affiliateRoutes} />;
}
