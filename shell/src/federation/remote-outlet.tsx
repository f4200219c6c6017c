import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteAppProps, TRemoteName } from '@propdesk/shared/federation';
import { Center, Loader } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { ErrorScreen } from '../features/errors/error-screen.tsx';
import { loadRemoteApp, RemoteLoadError } from './load-remote-app.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';
import { useRuntimeConfig } from './runtime-config-context.tsx';

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;
type Loader = typeof loadRemoteApp;

/**
 * One lazy component per remote and attempt. React.lazy caches a rejected import forever, so Retry
 * must build a new one; a loaded remote keeps its component so moving between its pages never
 * suspends again.
 */
const lazyRemotes = new Map<string, RemoteComponent>();

function lazyRemote(remote: TRemoteName, attempt: number, load: Loader): RemoteComponent {
  const key = `${remote}#${attempt}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => load(remote));
    lazyRemotes.set(key, component);
  }
  return component;
}

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

export interface RemoteOutletProps {
  remote: TRemoteName;
  /** Injected by tests; the app uses the federation runtime. */
  load?: Loader;
}

/**
 * Renders a remote's route tree inside its own error boundary: a remote that cannot be loaded shows
 * the "unavailable" panel with Retry, a remote that crashes while rendering shows the error screen;
 * either way the shell and every other remote keep working.
 */
export function RemoteOutlet({ remote, load = loadRemoteApp }: RemoteOutletProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = lazyRemote(remote, attempt, load);
  const retry = () => setAttempt((value) => value + 1);

  return (
    <ErrorBoundary
      // Keyed by remote, or one failed remote would mark the next remote's route failed too.
      key={`${remote}#${attempt}`}
      fallbackRender={({ error, resetErrorBoundary }) =>
        error instanceof RemoteLoadError ? (
          <RemoteUnavailable onRetry={retry} />
        ) : (
          <ErrorScreen error={error} onReset={resetErrorBoundary} />
        )
      }
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp apiBaseUrl={apiBaseUrl} />
      </Suspense>
    </ErrorBoundary>
  );
}
