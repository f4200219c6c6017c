import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TMyOrganization } from '../contracts/index.ts';
import { sessionFixture } from '../testing/session-fixture.ts';
import { stubFetch } from '../testing/stub-fetch.ts';
import { ApiProvider } from './api-provider.tsx';
import {
  pickCurrentOrganization,
  useCurrentOrganization,
  useCurrentOrganizationChoice,
} from './current-organization.ts';
import { sessionStore } from './session-store.ts';

function organization(id: string, name: string, slug: string): TMyOrganization {
  return { id, name, slug, status: 'active', role: 'admin', createdAt: '2026-11-22T00:00:00.000Z' };
}

const ORGANIZATIONS = [
  organization('o3', 'Zeta Capital', 'zeta'),
  organization('o1', 'VegaFunded', 'default'),
  organization('o2', 'VegaFunded Elite', 'vegafundedelite'),
];

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider apiBaseUrl="http://api.test">{children}</ApiProvider>
    </QueryClientProvider>
  );
}

describe('pickCurrentOrganization', () => {
  it('prefers the chosen one, then the default organization, then the first', () => {
    expect(pickCurrentOrganization(ORGANIZATIONS, 'o2')?.id).toBe('o2');
    expect(pickCurrentOrganization(ORGANIZATIONS, null)?.id).toBe('o1');
    expect(pickCurrentOrganization([ORGANIZATIONS[0]!], null)?.id).toBe('o3');
    expect(pickCurrentOrganization([], null)).toBeNull();
  });
});

describe('useCurrentOrganization', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('is null without a session, then follows the list and the switcher’s choice', async () => {
    stubFetch({ '/api/me/organizations': { body: { organizations: ORGANIZATIONS } } });
    const { result } = renderHook(() => useCurrentOrganization(), { wrapper });
    expect(result.current).toBeNull();
    act(() => sessionStore.getState().setSession(sessionFixture({}, { id: 'owner-1' })));
    await waitFor(() => expect(result.current?.id).toBe('o1'));
    act(() => useCurrentOrganizationChoice.getState().choose('o2'));
    expect(result.current?.id).toBe('o2');
  });
});
