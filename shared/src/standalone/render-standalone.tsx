import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@propdesk/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@propdesk/shared/http';
import { initI18n } from '@propdesk/shared/i18n';
import { buildOrganizationTheme } from '@propdesk/shared/theme';
import { MantineProvider } from '@propdesk/shared/ui';
import { Notifications } from '@propdesk/shared/ui-overlays';
import type { RemoteAppProps } from '@propdesk/shared/federation';

/**
 * A remote's standalone dev mode: its team runs it alone, so here (and only here) the remote gets the
 * providers the shell normally renders. Never imported by a remote's exposed modules.
 * Imports go through the package names so they resolve to the same shared singletons as the app.
 */
const DEFAULT_DEV_API = 'http://localhost:4000';

/** `?api=https://…` points a standalone remote at another api without rebuilding it. */
function apiBaseUrlFromLocation(): string {
  return new URLSearchParams(window.location.search).get('api') ?? DEFAULT_DEV_API;
}

export function renderStandalone(
  App: ComponentType<RemoteAppProps>,
  apiBaseUrl: string = apiBaseUrlFromLocation(),
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  initI18n();
  createRoot(container).render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <MantineProvider theme={buildOrganizationTheme(null).theme}>
          <Notifications limit={1} autoClose={4000} />
          <App apiBaseUrl={apiBaseUrl} />
        </MantineProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
