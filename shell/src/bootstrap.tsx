import '@propdesk/shared/ui-plain/page-base.css';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@propdesk/shared/i18n';
import { applyPageTheme } from '@propdesk/shared/theme';
import { App } from './app/app.tsx';
import { fetchRemotesConfig } from './app/federation/runtime-config.ts';
import { servedConfig } from './lib/served-config.ts';
import { provideRemoteModuleLoader } from '@propdesk/shared/federation';
import { loadExposedModule, registerRemoteManifests } from './app/federation/load-remote-app.ts';
import { createShellApi } from './lib/shell-api.tsx';

// Only when remotes.json cannot be read: a working page never loads it, nor the Mantine it shows.
const BootFailure = lazy(() => import('./app/boot-failure.tsx'));

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  initI18n();
  // PropDesk's own look until the organization's branding is known (OrganizationBranding).
  applyPageTheme(document.documentElement, null);
  try {
    const config = servedConfig(await fetchRemotesConfig(), window.location.origin);
    const api = createShellApi(config.apiBaseUrl);
    // Restore a session from the refresh cookie (when this browser holds one), then keep the token fresh.
    void api.session.restore();
    api.session.startRefreshTick();
    // Registered inside bootstrap with shareStrategy 'loaded-first': a remote that is down fails only
    // its own routes instead of blanking the shell at start.
    registerRemoteManifests(config);
    // Remotes reach each other's exposed modules through the shell's runtime (mf-organization the
    // trader's account view), never through each other's code at build time.
    provideRemoteModuleLoader((remote, exposed) => loadExposedModule(remote, exposed));
    root.render(<App config={config} api={api} />);
  } catch (error) {
    root.render(
      <Suspense fallback={null}>
        <BootFailure error={error} />
      </Suspense>,
    );
  }
}

void boot();
