import type { ReactElement } from 'react';
import type { TAccountViewSource } from '@propdesk/shared/federation';
import { ApiProvider } from '@propdesk/shared/session';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from '@propdesk/shared/testing';
import { AccountViewSourceProvider, TRADER_ACCOUNT_SOURCE } from '../source.tsx';

/**
 * A block of the account view as a page shows it: the shell's providers, an api client and the view's
 * source (the trader's own account unless the test names another).
 */
export function renderInAccountView(
  ui: ReactElement,
  {
    source = TRADER_ACCOUNT_SOURCE,
    ...options
  }: RenderWithProvidersOptions & { source?: TAccountViewSource } = {},
): RenderWithProvidersResult {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <AccountViewSourceProvider source={source}>{ui}</AccountViewSourceProvider>
    </ApiProvider>,
    options,
  );
}
