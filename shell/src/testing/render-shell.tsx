import type { ReactElement } from 'react';
import type { TRemotesConfig } from '@propdesk/shared/federation';
import { renderWithProviders, type RenderWithProvidersOptions } from '@propdesk/shared/testing';
import { RuntimeConfigProvider } from '../federation/runtime-config-context.tsx';

export const TEST_RUNTIME_CONFIG: TRemotesConfig = {
  apiBaseUrl: 'http://api.test',
  supportEmail: 'support@firm.test',
  remotes: [{ name: 'mf_trader', entry: 'http://trader.test/mf-manifest.json' }],
};

/** Renders a shell component with the portal's providers and the runtime config the shell reads. */
export function renderShell(ui: ReactElement, options?: RenderWithProvidersOptions) {
  return renderWithProviders(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>{ui}</RuntimeConfigProvider>,
    options,
  );
}
