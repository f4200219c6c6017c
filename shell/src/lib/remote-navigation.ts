import { matchPath } from '@propdesk/shared/router';
import {
  navigationUrl,
  parseRemoteNavigation,
  type TRemoteName,
  type TRemoteNavigation,
} from '@propdesk/shared/federation';

/** The federation runtime's timeout, for the same reason: a hung remote server must not hang the page. */
export const NAVIGATION_LOAD_TIMEOUT_MS = 10_000;

/** A remote's declaration as the shell holds it while it is read. */
export type RemoteDeclaration =
  | { remote: TRemoteName; status: 'pending' }
  | { remote: TRemoteName; status: 'error' }
  | { remote: TRemoteName; status: 'success'; navigation: TRemoteNavigation };

/**
 * Reads a remote's navigation.json, revalidated on every page load (a remote deployed since is seen at
 * once) and checked before it is trusted.
 */
export async function fetchRemoteNavigation(
  manifestEntry: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TRemoteNavigation> {
  const response = await fetchImpl(navigationUrl(manifestEntry), {
    cache: 'no-cache',
    signal: AbortSignal.timeout(NAVIGATION_LOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${navigationUrl(manifestEntry)} answered ${response.status}`);
  return parseRemoteNavigation(await response.json());
}

export type RemoteResolution =
  | { kind: 'remote'; remote: TRemoteName }
  /** A remote listed before the one that would serve the path has not answered yet. */
  | { kind: 'waiting' }
  /** No remote that answered serves the path, and one did not answer: the path may be its. */
  | { kind: 'unavailable' }
  | { kind: 'not-found' };

function serves(navigation: TRemoteNavigation, pathname: string): boolean {
  return navigation.paths.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * The remote that serves a path: the first in remotes.json's order whose declaration lists it. The order
 * makes the answer the same on every load even if two remotes were to claim a path, so the shell waits
 * for the remotes listed before the one that claims it, not for the later ones.
 */
export function resolveRemote(
  pathname: string,
  declarations: readonly RemoteDeclaration[],
): RemoteResolution {
  let isAnyUnavailable = false;
  for (const declaration of declarations) {
    if (declaration.status === 'pending') return { kind: 'waiting' };
    if (declaration.status === 'error') isAnyUnavailable = true;
    else if (serves(declaration.navigation, pathname)) return { kind: 'remote', remote: declaration.remote };
  }
  return isAnyUnavailable ? { kind: 'unavailable' } : { kind: 'not-found' };
}
