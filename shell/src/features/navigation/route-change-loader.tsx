import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@propdesk/shared/router';
import { Spinner } from '@propdesk/shared/ui-plain';

/** A loading indicator of about 100 ms on every path change. */
export const ROUTE_CHANGE_LOADER_MS = 100;

/**
 * Shows a small spinner for a moment after each path change. It overlays nothing and blocks nothing:
 * the page renders underneath, so the indicator never delays content.
 */
export function RouteChangeLoader() {
  const { pathname } = useLocation();
  const [isVisible, setIsVisible] = useState(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return undefined;
    previousPath.current = pathname;
    setIsVisible(true);
    const timer = setTimeout(() => setIsVisible(false), ROUTE_CHANGE_LOADER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!isVisible) return null;
  return (
    <div style={{ position: 'fixed', top: 12, right: 12, zIndex: 1000 }} data-testid="route-change-loader">
      <Spinner small />
    </div>
  );
}
