import type { LandingPath, RemoteAppProps } from '@propdesk/shared/federation';
import type { RouteTarget } from '@propdesk/shared/ui';
import { LandingRoute } from './landing-route.tsx';
import { PublicPage } from './public-page.tsx';

export function landingRoutes(props: RemoteAppProps): Record<LandingPath, RouteTarget> {
  return {
    '/': <LandingRoute {...props} />,
    '/landing': <LandingRoute {...props} />,
    '/client/:orgSlug': <LandingRoute {...props} />,
    '/faq': <PublicPage page="faq" />,
    '/privacy-policy': <PublicPage page="privacyPolicy" />,
    '/terms': <PublicPage page="terms" />,
    '/risk-disclosure': <PublicPage page="riskDisclosure" />,
    '/cookies': <PublicPage page="cookies" />,
    '/white-label-checkout': <PublicPage page="whiteLabelCheckout" />,
  };
}
