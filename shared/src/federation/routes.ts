/**
 * The paths every part of the portal must agree on, in react-router pattern syntax. The other remotes
 * declare their own paths at run time (navigation.ts); these two lists stay a shared contract because
 * the shell decides them before any remote answers: its own pages, and the landing's public pages, whose
 * security policy the shell's server sets and whose first screen it paints.
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

export type LandingPath = (typeof LANDING_PATHS)[number];
