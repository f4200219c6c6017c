import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { createQueryClient } from '@propdesk/shared/http';
import type { TRemotesConfig } from '@propdesk/shared/federation';
import { Notifications } from '@propdesk/shared/ui';
import { RuntimeConfigProvider } from '../federation/runtime-config-context.tsx';
import { ErrorScreen } from '../features/errors/error-screen.tsx';
import { RouteChangeLoader } from '../features/navigation/route-change-loader.tsx';
import { ThemedPortal } from '../features/organization/themed-portal.tsx';
import { PortalLayout } from './portal-layout.tsx';

/** Seed section 9: toasts last 4000 ms, have a close button, and at most one is shown at a time. */
export const NOTIFICATION_RULES = { limit: 1, autoCloseMs: 4000 } as const;

export function App({ config }: { config: TRemotesConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ThemedPortal>
            <Notifications limit={NOTIFICATION_RULES.limit} autoClose={NOTIFICATION_RULES.autoCloseMs} />
            <ErrorBoundary
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorScreen error={error} onReset={resetErrorBoundary} />
              )}
            >
              <RouteChangeLoader />
              <Routes>
                <Route path="*" element={<PortalLayout />} />
              </Routes>
            </ErrorBoundary>
          </ThemedPortal>
        </BrowserRouter>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
