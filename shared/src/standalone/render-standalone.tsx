import '@mantine/notifications/styles.css';
import '@propdesk/shared/ui-plain/page-base.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@propdesk/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@propdesk/shared/http';
import { initI18n } from '@propdesk/shared/i18n';
import { applyPageTheme } from '@propdesk/shared/theme';
import { MantineScope } from '@propdesk/shared/ui';
import { Notifications } from '@mantine/notifications';
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
  // The default look: a standalone remote shows no organization's branding.
  applyPageTheme(document.documentElement, null);
  createRoot(container).render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <MantineScope>
          <Notifications limit={1} autoClose={4000} />
          <App apiBaseUrl={apiBaseUrl} />
        </MantineScope>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
