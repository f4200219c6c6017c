import type { LandingPath, RemoteAppProps } from '@propdesk/shared/federation';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { LandingRoute } from './landing-route.tsx';
import { PublicPage } from './public-page.tsx';

export function landingRoutes(props: RemoteAppProps): Record<LandingPath, RouteTarget> {
  return {
    '/': <LandingRoute {...props} />,
    '/landing': <LandingRoute {...props} />,
    '/client/:orgSlug': <LandingRoute {...props} />,
    '/faq': <PublicPage page="faq" apiBaseUrl={props.apiBaseUrl} />,
    '/privacy-policy': <PublicPage page="privacyPolicy" apiBaseUrl={props.apiBaseUrl} />,
    '/terms': <PublicPage page="terms" apiBaseUrl={props.apiBaseUrl} />,
    '/risk-disclosure': <PublicPage page="riskDisclosure" apiBaseUrl={props.apiBaseUrl} />,
    '/cookies': <PublicPage page="cookies" apiBaseUrl={props.apiBaseUrl} />,
    '/white-label-checkout': <PublicPage page="whiteLabelCheckout" apiBaseUrl={props.apiBaseUrl} />,
    '/certificates/verify/:code': <PublicPage page="certificateVerification" apiBaseUrl={props.apiBaseUrl} />,
  };
}
