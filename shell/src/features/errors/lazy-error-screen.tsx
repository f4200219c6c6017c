import { lazy, Suspense, useLayoutEffect } from 'react';
import { releaseFirstScreen } from '@propdesk/shared/federation';
import type { ErrorScreenProps } from './error-screen.tsx';

// Loaded only when something failed: no visitor pays for the error screen on a page that works.
const ErrorScreen = lazy(() =>
  import('./error-screen.tsx').then((module) => ({ default: module.ErrorScreen })),
);

export function LazyErrorScreen(props: ErrorScreenProps) {
  // The pre-rendered hero of `/` would otherwise hide the error.
  useLayoutEffect(releaseFirstScreen, []);
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
