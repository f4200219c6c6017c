import { lazy, Suspense } from 'react';
import { matchPath } from '@propdesk/shared/router';
import { SHELL_PATHS, type ShellPath } from '@propdesk/shared/federation';
import { PageLoader } from '@propdesk/shared/ui-plain';
import { useTranslation } from '@propdesk/shared/i18n';
import type { AuthTab } from '../features/auth/auth-page.tsx';
import type { StaffPortal } from '../features/auth/staff-sign-in-page.tsx';

// Forms, validation and country names load only when someone opens a sign-in page.
const AuthPage = lazy(() => import('../features/auth/auth-page.tsx'));
const StaffSignInPage = lazy(() => import('../features/auth/staff-sign-in-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const InvitationPage = lazy(() => import('../features/auth/invitation-page.tsx'));
const DevMailboxPage = lazy(() => import('../features/dev-tools/dev-mailbox-page.tsx'));
const TestResetPage = lazy(() => import('../features/dev-tools/test-reset-page.tsx'));
const EliteAccessPage = lazy(() => import('../features/elite/elite-access-page.tsx'));

const STANDALONE_PAGES = {
  resetPassword: ResetPasswordPage,
  invitation: InvitationPage,
  devMailbox: DevMailboxPage,
  testReset: TestResetPage,
  eliteAccess: EliteAccessPage,
} as const;

type ShellPageKind =
  { authTab: AuthTab } | { staffPortal: StaffPortal } | { page: keyof typeof STANDALONE_PAGES };

/** What each shell path shows: a sign-in page, the password reset, an invitation or a development tool. */
const SHELL_PAGES: Record<ShellPath, ShellPageKind> = {
  '/auth': { authTab: 'sign-in' },
  '/login': { authTab: 'sign-in' },
  '/sign-up': { authTab: 'sign-up' },
  '/client/:orgSlug/auth': { authTab: 'sign-in' },
  '/admin/auth': { staffPortal: 'admin' },
  '/organization/auth': { staffPortal: 'organization' },
  '/organization-auth': { staffPortal: 'organization' },
  '/support-agent/auth': { staffPortal: 'support-agent' },
  '/elite/auth': { page: 'eliteAccess' },
  '/reset-password': { page: 'resetPassword' },
  '/invitations/:token': { page: 'invitation' },
  '/email-test': { page: 'devMailbox' },
  '/test-reset': { page: 'testReset' },
};

export function findShellPath(pathname: string): ShellPath | null {
  return SHELL_PATHS.find((pattern) => matchPath({ path: pattern, end: true }, pathname)) ?? null;
}

/**
 * A page the shell owns: sign-in per portal, elite access, password reset, invitations and the development
 * tools.
 */
export function ShellPage({ path, pathname }: { path: ShellPath; pathname: string }) {
  const { t } = useTranslation();
  const page = SHELL_PAGES[path];
  const organizationSlug = matchPath({ path: '/client/:orgSlug/auth', end: true }, pathname)?.params.orgSlug;
  let content;
  if ('page' in page) {
    const StandalonePage = STANDALONE_PAGES[page.page];
    content = <StandalonePage />;
  } else if ('staffPortal' in page) {
    content = <StaffSignInPage portal={page.staffPortal} />;
  } else {
    content = <AuthPage initialTab={page.authTab} {...(organizationSlug ? { organizationSlug } : {})} />;
  }
  return <Suspense fallback={<PageLoader label={t('app.loading')} />}>{content}</Suspense>;
}
