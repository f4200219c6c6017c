import { useEffect, useState, type ReactNode } from 'react';
import { haveThirdPartyScriptsLoaded } from '@propdesk/shared/federation';
import { useLocation } from '@propdesk/shared/router';
import { useSession } from '@propdesk/shared/session';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { needsFreshDocument } from './document-boundary.ts';

/** The address bar already shows the new location (the router pushed it): reloading loads that page. */
function loadFreshDocument(): void {
  window.location.reload();
}

/**
 * Renders the portal unless the location must open in a fresh document (see needsFreshDocument); then
 * it renders nothing, so not even one frame of a sign-in form or a signed-in page shows in a document
 * that third-party code ran in, and has the browser load the page anew.
 */
export function DocumentBoundaryGate({
  children,
  reload = loadFreshDocument,
}: {
  children: ReactNode;
  /** For tests: what loads the fresh document. */
  reload?: () => void;
}) {
  const { pathname } = useLocation();
  // The first location the router sees is the one the browser loaded this document at.
  const [documentPath] = useState(pathname);
  const config = useRuntimeConfig();
  const isSignedIn = useSession((state) => state.status === 'authenticated');
  const mustReload = needsFreshDocument({
    documentPath,
    pathname,
    hasTrackingOrigins: (config.trackingScriptOrigins ?? []).length > 0,
    haveThirdPartyScriptsLoaded: haveThirdPartyScriptsLoaded(document),
    isSignedIn,
  });

  useEffect(() => {
    if (mustReload) reload();
  }, [mustReload, reload]);

  return mustReload ? null : children;
}
