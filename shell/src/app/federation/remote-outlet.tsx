import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { TRemoteName } from '@propdesk/shared/federation';
import { PageLoader } from '@propdesk/shared/ui-plain';
import { useTranslation } from '@propdesk/shared/i18n';
import { LazyErrorScreen } from '../../features/errors/lazy-error-screen.tsx';
import { RemoteLoadError } from './load-remote-app.ts';
import { remoteComponentCache, type RemoteComponentCache } from './remote-component-cache.ts';
import { LazyRemoteUnavailable } from './lazy-remote-unavailable.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { useRemoteViewer } from './remote-viewer.ts';

function RemoteLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('app.loading')} />;
}

export interface RemoteOutletProps {
  remote: TRemoteName;
  /** Injected by tests; the app uses the federation runtime. */
  cache?: RemoteComponentCache;
}

/**
 * Renders a remote's route tree inside its own error boundary: a remote that cannot be loaded shows
 * the "unavailable" panel with Retry, a remote that crashes while rendering shows the error screen;
 * either way the shell and every other remote keep working. Render with `key={remote}`.
 */
export function RemoteOutlet({ remote, cache = remoteComponentCache }: RemoteOutletProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const { viewer, organizationId } = useRemoteViewer();
  const [RemoteApp, setRemoteApp] = useState(() => cache.current(remote));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setRemoteApp(() => cache.fresh(remote));
    setAttempt((value) => value + 1);
  };

  return (
    <ErrorBoundary
      key={`${remote}#${attempt}`}
      fallbackRender={({ error, resetErrorBoundary }) =>
        error instanceof RemoteLoadError ? (
          <LazyRemoteUnavailable onRetry={retry} />
        ) : (
          <LazyErrorScreen error={error} onReset={resetErrorBoundary} />
        )
      }
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp apiBaseUrl={apiBaseUrl} viewer={viewer} organizationId={organizationId} />
      </Suspense>
    </ErrorBoundary>
  );
}
