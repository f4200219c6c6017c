import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@propdesk/shared/i18n';
import { App } from './app/app.tsx';
import { BootFailure } from './app/boot-failure.tsx';
import { fetchRemotesConfig } from './app/federation/runtime-config.ts';
import { registerRemoteManifests } from './app/federation/load-remote-app.ts';
import { createShellApi } from './lib/shell-api.tsx';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  initI18n();
  try {
    const config = await fetchRemotesConfig();
    const api = createShellApi(config.apiBaseUrl);
    // Restore a session from the refresh cookie, then keep the access token fresh.
    void api.session.refresh();
    api.session.startRefreshTick();
    // Registered inside bootstrap with shareStrategy 'loaded-first': a remote that is down fails only
    // its own routes instead of blanking the shell at start.
    registerRemoteManifests(config);
    root.render(<App config={config} api={api} />);
  } catch (error) {
    root.render(<BootFailure error={error} />);
  }
}

void boot();
