import { lazy, Suspense } from 'react';
import type { ErrorScreenProps } from './error-screen.tsx';

// Loaded only when something failed: no visitor pays for the error screen on a page that works.
const ErrorScreen = lazy(() =>
  import('./error-screen.tsx').then((module) => ({ default: module.ErrorScreen })),
);

export function LazyErrorScreen(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
