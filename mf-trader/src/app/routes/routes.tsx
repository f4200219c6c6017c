import type { TraderPath } from '../../navigation.ts';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { CertificatesPage } from '../../features/certificates/components/certificates-page.tsx';
import { PayoutsPage } from '../../features/payouts/components/payouts-page.tsx';
import { PricingPage } from '../../features/plans/components/pricing-page.tsx';
import { AccountsPage } from '../../features/trading-accounts/components/accounts-page.tsx';
import { DashboardPage } from '../../features/trading-accounts/components/dashboard-page.tsx';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { AccountRoute } from './account-route.tsx';
import { CheckoutRoute } from './checkout-route.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { TraderPage } from './trader-page.tsx';

/** Every trader path; the compiler refuses a path of TRADER_PATHS (navigation.ts) left out here. */
export const traderRoutes: Record<TraderPath, RouteTarget> = {
  '/dashboard': <DashboardPage />,
  '/accounts': <AccountsPage />,
  '/accounts/:accountId': <AccountRoute />,
  '/payouts': <PayoutsPage />,
  '/certificates': <CertificatesPage />,
  '/copy-trading': <TraderPage page="copyTrading" />,
  '/profile': <ProfilePage />,
  '/notifications': <NotificationsPage />,
  '/pricing': <PricingPage />,
  '/trading-plans': { redirectTo: '/pricing' },
  '/checkout/:orderId': <CheckoutRoute />,
  '/support': <TraderPage page="support" />,
  '/community': <TraderPage page="community" />,
  '/leaderboard': <TraderPage page="leaderboard" />,
  '/client/:orgSlug/dashboard': <DashboardPage />,
};
