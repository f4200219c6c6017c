import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { ClientLookup } from './client-lookup.tsx';
import { CLIENT, CLIENTS, detailOf, organizationsAs, PAGE } from './client-test-fixtures.ts';

describe('ClientLookup (the support agent’s)', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture({ role: 'agent', portalType: 'organization' }));
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('finds a client and reads their details without any action, note form, filter or export', async () => {
    const user = userEvent.setup();
    const spy = stubFetch({
      '/api/me/organizations': { body: organizationsAs('agent') },
      [`GET ${CLIENTS}`]: { body: PAGE },
      [`GET ${CLIENT}`]: { body: detailOf() },
    });
    renderWithProviders(
      <ApiProvider apiBaseUrl="http://api.test">
        <ClientLookup />
      </ApiProvider>,
      { path: '/support-agent/dashboard' },
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search clients' }), 'clarke');
    await waitFor(() =>
      expect(
        new URL(requestsTo(spy, 'GET', CLIENTS).at(-1)?.url ?? 'http://x').searchParams.get('search'),
      ).toBe('clarke'),
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open Amelia Clarke' }));
    const drawer = await screen.findByRole('dialog', { name: 'Client details' });
    expect(await within(drawer).findByText('Prefers contact by email.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Block sign-in' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
  });
});
