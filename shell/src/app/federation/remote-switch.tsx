import { matchPath, useLocation } from '@propdesk/shared/router';
import { REMOTE_NAMES, REMOTE_PATHS, type TRemoteName } from '@propdesk/shared/federation';
import { NotFoundPage } from '@propdesk/shared/ui';
import { RemoteOutlet } from './remote-outlet.tsx';

/** The remote that owns a path (seed section 2 route families), or null for an unknown path. */
export function findRemoteForPath(pathname: string): TRemoteName | null {
  for (const remote of REMOTE_NAMES) {
    if (REMOTE_PATHS[remote].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) {
      return remote;
    }
  }
  return null;
}

/** Sends the current location to its remote; paths no remote owns get the 404 page. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);
  // Keyed by remote: one failed remote must not mark the next remote's route failed too (FACTS.md).
  return remote ? <RemoteOutlet key={remote} remote={remote} /> : <NotFoundPage />;
}
