import type { TraderPath } from '@propdesk/shared/federation';
import type { RouteTarget } from '@propdesk/shared/ui';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { TraderPage } from './trader-page.tsx';

/** Every trader path of seed section 2; the compiler refuses a path of TRADER_PATHS left out here. */
export const traderRoutes: Record<TraderPath, RouteTarget> = {
  '/dashboard': <TraderPage page="dashboard" />,
  '/accounts': <TraderPage page="accounts" />,
  '/accounts/:accountId': <TraderPage page="accountDetails" />,
  '/payouts': <TraderPage page="payouts" />,
  '/certificates': <TraderPage page="certificates" />,
  '/copy-trading': <TraderPage page="copyTrading" />,
  '/profile': <ProfilePage />,
  '/pricing': <TraderPage page="pricing" />,
  '/trading-plans': { redirectTo: '/pricing' },
  '/support': <TraderPage page="support" />,
  '/community': <TraderPage page="community" />,
  '/leaderboard': <TraderPage page="leaderboard" />,
  '/client/:orgSlug/dashboard': <TraderPage page="dashboard" />,
};
