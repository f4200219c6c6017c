import { lazy, Suspense } from 'react';
import { useLocation } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import { Box } from '@propdesk/shared/ui';
import './skip-link.css';
import { useSession } from '@propdesk/shared/session';
import { useReferralCapture } from '../features/auth/pending-referral.ts';
import { findRemoteForPath, RemoteSwitch } from './federation/remote-switch.tsx';
import { RouteGuard } from './route-guard.tsx';
import { findShellPath, ShellPage } from './shell-page.tsx';

// The header and sidebar (with their menus and icons) are not part of the public landing, so visitors
// there never load them.
const PortalHeader = lazy(() =>
  import('./portal-header.tsx').then((module) => ({ default: module.PortalHeader })),
);
const Sidebar = lazy(() => import('../features/navigation/sidebar/sidebar.tsx'));

/**
 * Public landing pages bring their own top bar; every other page gets the shell's header, and the
 * trader, organization and admin areas also the sidebar; the elite area has a layout of its own. The
 * shell's own pages come first, then the remote that owns the path, else the 404 page.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useReferralCapture();
  const remote = findRemoteForPath(pathname);
  const shellPath = findShellPath(pathname);
  const isSignedIn = useSession((state) => state.status === 'authenticated');
  const hasSidebar =
    isSignedIn && !shellPath && remote !== null && remote !== 'mf_landing' && remote !== 'mf_elite';
  return (
    <>
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      {remote === 'mf_landing' ? null : (
        <Suspense fallback={<Box h={56} />}>
          <PortalHeader withNavigation={hasSidebar} />
        </Suspense>
      )}
      <Box style={{ display: 'flex', alignItems: 'flex-start' }}>
        {hasSidebar ? (
          <Suspense fallback={null}>
            <Sidebar />
          </Suspense>
        ) : null}
        <Box component="main" id="content" style={{ flex: 1, minWidth: 0 }}>
          {shellPath ? (
            <ShellPage path={shellPath} pathname={pathname} />
          ) : (
            <RouteGuard>
              <RemoteSwitch />
            </RouteGuard>
          )}
        </Box>
      </Box>
    </>
  );
}
