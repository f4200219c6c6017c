import type { ReactElement } from 'react';
import type { TRemotesConfig } from '@propdesk/shared/federation';
import { renderWithProviders, type RenderWithProvidersOptions } from '@propdesk/shared/testing';
import { RuntimeConfigProvider } from '../lib/runtime-config-context.tsx';
import { createShellApi, ShellApiProvider } from '../lib/shell-api.tsx';

export const TEST_RUNTIME_CONFIG: TRemotesConfig = {
  apiBaseUrl: 'http://api.test',
  supportEmail: 'support@firm.test',
  remotes: [
    { name: 'mf_trader', entry: 'http://trader.test/mf-manifest.json' },
    { name: 'mf_admin', entry: 'http://admin.test/mf-manifest.json' },
    { name: 'mf_organization', entry: 'http://organization.test/mf-manifest.json' },
  ],
};

/**
 * Renders a shell component with the portal's providers, the runtime config and the api client the app
 * sets up (pointed at TEST_RUNTIME_CONFIG.apiBaseUrl, so stubFetch answers its requests).
 */
export function renderShell(ui: ReactElement, options?: RenderWithProvidersOptions) {
  return renderWithProviders(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <ShellApiProvider api={createShellApi(TEST_RUNTIME_CONFIG.apiBaseUrl)}>{ui}</ShellApiProvider>
    </RuntimeConfigProvider>,
    options,
  );
}
