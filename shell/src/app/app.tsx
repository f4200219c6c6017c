import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from '@propdesk/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { createQueryClient } from '@propdesk/shared/http';
import { useNotificationsRequested } from '@propdesk/shared/notify';
import type { TRemotesConfig } from '@propdesk/shared/federation';
import { LazyErrorScreen } from '../features/errors/lazy-error-screen.tsx';
import { RouteChangeLoader } from '../features/navigation/route-change-loader.tsx';
import { DocumentBoundaryGate } from '../features/public-pages/document-boundary-gate.tsx';
import { ThemedPortal } from '../features/organizations/themed-portal.tsx';
import { RuntimeConfigProvider } from '../lib/runtime-config-context.tsx';
import { ShellApiProvider, type ShellApi } from '../lib/shell-api.tsx';
import { PortalLayout } from './portal-layout.tsx';

// The toast host and its animation code load with the first toast, not with the first page.
const NotificationsHost = lazy(() => import('../components/notifications-host.tsx'));

function LazyNotificationsHost() {
  const isRequested = useNotificationsRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function App({ config, api }: { config: TRemotesConfig; api: ShellApi }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <ShellApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <ThemedPortal>
              <LazyNotificationsHost />
              <ErrorBoundary
                fallbackRender={({ error, resetErrorBoundary }) => (
                  <LazyErrorScreen error={error} onReset={resetErrorBoundary} />
                )}
              >
                <DocumentBoundaryGate>
                  <RouteChangeLoader />
                  <Routes>
                    <Route path="*" element={<PortalLayout />} />
                  </Routes>
                </DocumentBoundaryGate>
              </ErrorBoundary>
            </ThemedPortal>
          </BrowserRouter>
        </QueryClientProvider>
      </ShellApiProvider>
    </RuntimeConfigProvider>
  );
}
