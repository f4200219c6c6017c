import type { TRemoteName } from './remotes.ts';

/**
 * Every path a remote owns, in react-router pattern syntax. The shell dispatches a
 * location to the remote whose list matches it and the remote renders the page; both import this one
 * table, so the shell never sends a path a remote does not know, and unknown paths get the shell's 404.
 */
/**
 * Pages the shell owns itself: sign-in per portal, password reset, an invitation link to run an
 * organization, and the development-only mailbox and reset tester (404 in production, decided by the api).
 */
export const SHELL_PATHS = [
  '/auth',
  '/login',
  '/sign-up',
  '/admin/auth',
  '/organization/auth',
  '/organization-auth',
  '/elite/auth',
  '/support-agent/auth',
  '/client/:orgSlug/auth',
  '/reset-password',
  '/invitations/:token',
  '/email-test',
  '/test-reset',
] as const;
export type ShellPath = (typeof SHELL_PATHS)[number];

export const LANDING_PATHS = [
  '/',
  '/landing',
  '/faq',
  '/privacy-policy',
  '/terms',
  '/risk-disclosure',
  '/cookies',
  '/white-label-checkout',
  /** Anyone shown a certificate checks its code here (the QR code on the PDF leads here). */
  '/certificates/verify/:code',
  '/client/:orgSlug',
] as const;

export const TRADER_PATHS = [
  '/dashboard',
  '/accounts',
  '/accounts/:accountId',
  '/payouts',
  '/certificates',
  '/copy-trading',
  '/profile',
  '/notifications',
  '/pricing',
  '/trading-plans',
  /** The sandbox payment provider's confirmation step (an order's confirmationPath). */
  '/checkout/:orderId',
  '/support',
  '/community',
  '/leaderboard',
  '/client/:orgSlug/dashboard',
] as const;

export const AFFILIATE_PATHS = ['/affiliate-program', '/affiliate-registration'] as const;

export const ADMIN_PATHS = [
  '/admin',
  '/admin/dashboard',
  '/admin/profile',
  '/admin/notifications',
  '/admin/organizations',
  '/admin/users',
  '/admin/accounts',
  '/admin/approvals',
  '/admin/billing',
  '/admin/analytics',
  '/admin/security',
  '/admin/load-test',
  '/admin/diagnostic',
  '/admin/prop-trading-settings',
  '/admin/org-settings',
  '/admin/org-dashboard',
  '/admin/org-clients',
  '/admin/clients',
  '/admin/org-payouts',
  '/admin/payouts',
  '/admin/verifications',
  '/admin/affiliate-payouts',
  '/admin/org-affiliates',
  '/admin/affiliates',
  '/admin/org-agents',
  '/admin/agents',
  '/admin/org-members',
  '/admin/members',
  '/admin/org-domains',
  '/admin/domains',
  '/admin/org-activity-logs',
  '/admin/activity-logs',
  '/admin/org-security',
] as const;

export const ORGANIZATION_PATHS = [
  '/organization',
  '/organization/profile',
  '/organization/notifications',
  '/organization/dashboard',
  '/organization/accounts',
  '/organization/accounts/:accountId',
  '/organization/members',
  '/organization/prop-trading-settings',
  '/organization/activity-logs',
  '/organization/security',
  '/organization/clients',
  '/organization/clients/:userId/details',
  '/organization/guide',
  '/organization/payouts',
  '/organization/verifications',
  '/organization/affiliates',
  '/organization/affiliate-payouts',
  '/organization/agents',
  '/organization/domains',
  '/organization/live-support',
  '/organization/api',
  '/support-agent/dashboard',
  '/support-agent/notifications',
] as const;

export const ELITE_PATHS = [
  '/elite',
  '/elite/dashboard',
  '/elite/clients',
  '/elite/payouts',
  '/elite/affiliates',
  '/elite/affiliate-payouts',
] as const;

export const REMOTE_PATHS = {
  mf_landing: LANDING_PATHS,
  mf_trader: TRADER_PATHS,
  mf_admin: ADMIN_PATHS,
  mf_organization: ORGANIZATION_PATHS,
  mf_elite: ELITE_PATHS,
  mf_affiliate: AFFILIATE_PATHS,
} as const satisfies Record<TRemoteName, readonly string[]>;

export type LandingPath = (typeof LANDING_PATHS)[number];
export type TraderPath = (typeof TRADER_PATHS)[number];
export type AffiliatePath = (typeof AFFILIATE_PATHS)[number];
export type AdminPath = (typeof ADMIN_PATHS)[number];
export type OrganizationPath = (typeof ORGANIZATION_PATHS)[number];
export type ElitePath = (typeof ELITE_PATHS)[number];
