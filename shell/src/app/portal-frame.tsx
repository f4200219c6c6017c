import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import { MantineScope } from '@propdesk/shared/ui';
import { useSession } from '@propdesk/shared/session';
import { OrganizationContent } from '../features/organizations/organization-branding.tsx';
import { NotificationStream } from '../features/notifications/use-notification-stream.ts';
import { isMenuArea, portalAreaForPath, type ShellPath } from '@propdesk/shared/federation';
import { RemoteOutlet } from './federation/remote-outlet.tsx';
import { RemotePage } from './federation/remote-page.tsx';
import { resolveRemote } from '../lib/remote-navigation.ts';
import { useRemoteNavigation } from '../lib/use-remote-navigation.ts';
import { LazyNotificationsHost } from './lazy-notifications-host.tsx';
import { RouteGuard } from './route-guard.tsx';
import { ShellPage } from './shell-page.tsx';

// Not on the sign-in pages: the sidebar and its menus load with the first signed-in area.
const PortalHeader = lazy(() =>
  import('./portal-header.tsx').then((module) => ({ default: module.PortalHeader })),
);
const Sidebar = lazy(() => import('../features/navigation/sidebar/sidebar.tsx'));

/**
 * Every page but the public ones: the shell's header, and the trader, organization and admin areas also
 * the sidebar (the elite area has a layout of its own), all of it with Mantine. The shell's own pages
 * come first, then the remote that declares the path behind its area's guard, else the 404 page.
 */
export default function PortalFrame({
  pathname,
  shellPath,
}: {
  pathname: string;
  shellPath: ShellPath | null;
}) {
  const { declarations, retryFailed } = useRemoteNavigation();
  const resolution = resolveRemote(pathname, declarations);
  const isSignedIn = useSession((state) => state.status === 'authenticated');
  // The elite area has a layout of its own; sign-in pages and unknown paths have no sidebar either.
  const hasSidebar =
    isSignedIn && !shellPath && resolution.kind === 'remote' && isMenuArea(portalAreaForPath(pathname));
  return (
    <MantineScope>
      <LazyNotificationsHost />
      {/* One notification stream for the tab while someone is signed in, whatever the area. */}
      {isSignedIn ? <NotificationStream /> : null}
      <Suspense fallback={<Box h={56} />}>
        <PortalHeader withNavigation={hasSidebar} />
      </Suspense>
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
            <RemotePage resolution={resolution} onRetry={retryFailed}>
              {(remote) => (
                <RouteGuard>
                  <OrganizationContent>
                    {/* Keyed: a remote that failed must not leave the next remote's page failed too. */}
                    <RemoteOutlet key={remote} remote={remote} />
                  </OrganizationContent>
                </RouteGuard>
              )}
            </RemotePage>
          )}
        </Box>
      </Box>
    </MantineScope>
  );
}
