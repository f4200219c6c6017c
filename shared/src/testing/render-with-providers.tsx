import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@propdesk/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@propdesk/shared/i18n';
import { MantineScope } from '@propdesk/shared/ui';

export interface RenderWithProvidersOptions {
  /** The location the router starts at, e.g. `/admin/org-clients`. */
  path?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The query client of this render, to inspect or seed the cache. */
  queryClient: QueryClient;
}

/**
 * Renders a remote's component inside the providers the shell gives it in production (router, query
 * cache, Mantine theme, i18n), so a test sees the component exactly as the portal shows it.
 * Imports go through the package names, as in render-standalone, to reach the same module instances.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/' }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  initI18n('en');
  // A fresh cache per render keeps tests independent; no retries so a failing request fails at once
  // instead of after the production back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {/* env="test" turns off Mantine's transitions and portals, which jsdom cannot animate. */}
        <MantineScope env="test">{ui}</MantineScope>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
