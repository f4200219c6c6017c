import type { ElitePath } from '@propdesk/shared/federation';
import type { RouteTarget } from '@propdesk/shared/ui';
import { ElitePage } from './elite-page.tsx';

/**
 * Every elite path of seed section 2; the compiler refuses a path of ELITE_PATHS left out here. The
 * seed makes /elite/dashboard and /elite/clients the same screen, so both render the clients page.
 */
export const eliteRoutes: Record<ElitePath, RouteTarget> = {
  '/elite': { redirectTo: '/elite/dashboard' },
  '/elite/dashboard': <ElitePage page="clients" />,
  '/elite/clients': <ElitePage page="clients" />,
  '/elite/payouts': <ElitePage page="payouts" />,
  '/elite/affiliates': <ElitePage page="affiliates" />,
  '/elite/affiliate-payouts': <ElitePage page="affiliatePayouts" />,
};
