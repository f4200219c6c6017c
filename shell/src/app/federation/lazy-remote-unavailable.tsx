import { lazy, Suspense, useLayoutEffect } from 'react';
import { releaseFirstScreen } from '@propdesk/shared/federation';

// Loaded only when a remote could not be: no visitor of a working page pays for the panel or Mantine.
const RemoteUnavailable = lazy(() => import('./remote-unavailable.tsx'));

export function LazyRemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  // The pre-rendered hero of `/` would otherwise hide this message.
  useLayoutEffect(releaseFirstScreen, []);
  return (
    <Suspense fallback={null}>
      <RemoteUnavailable onRetry={onRetry} />
    </Suspense>
  );
}
