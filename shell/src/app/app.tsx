import { useState } from 'react';
import { BrowserRouter, Route, Routes } from '@propdesk/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { createQueryClient } from '@propdesk/shared/http';
import type { TRemotesConfig } from '@propdesk/shared/federation';
import { LazyErrorScreen } from '../features/errors/lazy-error-screen.tsx';
import { RouteChangeLoader } from '../features/navigation/route-change-loader.tsx';
import { DocumentBoundaryGate } from '../features/public-pages/document-boundary-gate.tsx';
import { OrganizationBranding } from '../features/organizations/organization-branding.tsx';
import { RuntimeConfigProvider } from '../lib/runtime-config-context.tsx';
import { ShellApiProvider, type ShellApi } from '../lib/shell-api.tsx';
import { PortalLayout } from './portal-layout.tsx';

export function App({ config, api }: { config: TRemotesConfig; api: ShellApi }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <ShellApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <OrganizationBranding>
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
            </OrganizationBranding>
          </BrowserRouter>
        </QueryClientProvider>
      </ShellApiProvider>
    </RuntimeConfigProvider>
  );
}
