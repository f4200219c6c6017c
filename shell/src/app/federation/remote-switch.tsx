import { matchPath, useLocation } from '@propdesk/shared/router';
import { REMOTE_NAMES, REMOTE_PATHS, type TRemoteName } from '@propdesk/shared/federation';
import { NotFoundPage } from '@propdesk/shared/ui-plain';
import { RemoteOutlet } from './remote-outlet.tsx';

/** The remote whose route family holds a path, or null for an unknown path. */
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
  // Keyed by remote: a remote that failed to load must not leave the next remote's route failed too.
  return remote ? <RemoteOutlet key={remote} remote={remote} /> : <NotFoundPage />;
}
