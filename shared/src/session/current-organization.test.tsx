import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TMyOrganization } from '../contracts/index.ts';
import { sessionFixture } from '../testing/session-fixture.ts';
import { stubFetch } from '../testing/stub-fetch.ts';
import { ApiProvider } from './api-provider.tsx';
import {
  CURRENT_ORGANIZATION_STORAGE_KEY,
  reloadOrganizationChoices,
  pickCurrentOrganization,
  useCurrentOrganization,
  useCurrentOrganizationChoice,
  useCurrentOrganizationState,
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

const signInAs = (id: string) => act(() => sessionStore.getState().setSession(sessionFixture({}, { id })));
const stored = () => JSON.parse(localStorage.getItem(CURRENT_ORGANIZATION_STORAGE_KEY) ?? 'null') as unknown;

describe('useCurrentOrganization', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
    useCurrentOrganizationChoice.setState({ chosenByUser: {}, chosenId: null });
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

  it('keeps each person’s choice on this browser, and gives nobody the previous person’s', () => {
    signInAs('admin-1');
    act(() => useCurrentOrganizationChoice.getState().choose('o2'));
    expect(stored()).toMatchObject({ state: { chosenByUser: { 'admin-1': 'o2' } } });

    act(() => sessionStore.getState().clearSession());
    expect(useCurrentOrganizationChoice.getState().chosenId).toBeNull();
    signInAs('admin-2');
    expect(useCurrentOrganizationChoice.getState().chosenId).toBeNull();
    act(() => useCurrentOrganizationChoice.getState().choose('o3'));
    signInAs('admin-1');
    expect(useCurrentOrganizationChoice.getState().chosenId).toBe('o2');
  });

  it('survives a reload: the stored choice comes back once the session is restored', async () => {
    localStorage.setItem(
      CURRENT_ORGANIZATION_STORAGE_KEY,
      JSON.stringify({ state: { chosenByUser: { 'admin-9': 'o2', tampered: 42 } }, version: 1 }),
    );
    act(() => reloadOrganizationChoices());
    expect(useCurrentOrganizationChoice.getState().chosenByUser).toEqual({ 'admin-9': 'o2' });
    // The page starts before the session is restored, as after a reload.
    expect(useCurrentOrganizationChoice.getState().chosenId).toBeNull();

    stubFetch({ '/api/me/organizations': { body: { organizations: ORGANIZATIONS } } });
    const { result } = renderHook(() => useCurrentOrganizationState(), { wrapper });
    expect(result.current).toEqual({ organization: null, isPending: true });
    signInAs('admin-9');
    await waitFor(() => expect(result.current.organization?.id).toBe('o2'));
    expect(result.current.isPending).toBe(false);
  });

  it('ignores a stored value that is not a list of choices', async () => {
    localStorage.setItem(CURRENT_ORGANIZATION_STORAGE_KEY, JSON.stringify({ state: 'nonsense', version: 1 }));
    act(() => reloadOrganizationChoices());
    signInAs('admin-3');
    expect(useCurrentOrganizationChoice.getState()).toMatchObject({ chosenId: null, chosenByUser: {} });
  });
});
