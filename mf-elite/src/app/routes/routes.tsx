import type { ElitePath } from '../../navigation.ts';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { ElitePage } from './elite-page.tsx';

/**
 * Every elite path; the compiler refuses a path of ELITE_PATHS (navigation.ts) left out here. /elite/dashboard and
 * /elite/clients are the same screen, so both render the clients page.
 */
export const eliteRoutes: Record<ElitePath, RouteTarget> = {
  '/elite': { redirectTo: '/elite/dashboard' },
  '/elite/dashboard': <ElitePage page="clients" />,
  '/elite/clients': <ElitePage page="clients" />,
  '/elite/payouts': <ElitePage page="payouts" />,
  '/elite/affiliates': <ElitePage page="affiliates" />,
  '/elite/affiliate-payouts': <ElitePage page="affiliatePayouts" />,
};
