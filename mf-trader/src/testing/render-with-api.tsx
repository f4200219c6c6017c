import type { ReactElement } from 'react';
import { ApiProvider } from '@propdesk/shared/session';
import { renderWithProviders, type RenderWithProvidersOptions } from '@propdesk/shared/testing';

/** A feature's component as the trader app shows it: the shell's providers and the app's api client. */
export function renderWithApi(ui: ReactElement, options?: RenderWithProvidersOptions) {
  return renderWithProviders(<ApiProvider apiBaseUrl="http://api.test">{ui}</ApiProvider>, options);
}
