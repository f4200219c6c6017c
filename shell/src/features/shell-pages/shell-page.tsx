import { matchPath } from '@propdesk/shared/router';
import { SHELL_PATHS, type ShellPath } from '@propdesk/shared/federation';
import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';

type ShellPageKey =
  'signIn' | 'adminSignIn' | 'organizationSignIn' | 'eliteAccess' | 'supportAgentSignIn' | 'resetPassword';

/** The title of each shell-owned page; the compiler refuses a shell path left out here. */
const SHELL_PAGE_TITLES: Record<ShellPath, ShellPageKey> = {
  '/auth': 'signIn',
  '/login': 'signIn',
  '/sign-up': 'signIn',
  '/client/:orgSlug/auth': 'signIn',
  '/admin/auth': 'adminSignIn',
  '/organization/auth': 'organizationSignIn',
  '/organization-auth': 'organizationSignIn',
  '/elite/auth': 'eliteAccess',
  '/support-agent/auth': 'supportAgentSignIn',
  '/reset-password': 'resetPassword',
};

export function findShellPath(pathname: string): ShellPath | null {
  return SHELL_PATHS.find((pattern) => matchPath({ path: pattern, end: true }, pathname)) ?? null;
}

/** A page the shell owns (sign-in per portal, password reset); the identity work fills the frame. */
export function ShellPage({ path }: { path: ShellPath }) {
  const { t } = useTranslation();
  return <PageFrame title={t(`shellPages.${SHELL_PAGE_TITLES[path]}`)} />;
}
