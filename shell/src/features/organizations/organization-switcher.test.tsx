import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyOrganization } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import { OrganizationSwitcher } from './organization-switcher.tsx';

function organization(id: string, name: string, slug: string, status = 'active'): TMyOrganization {
  return { id, name, slug, status, role: 'admin', createdAt: '2026-11-22T00:00:00.000Z' };
}

const ORGANIZATIONS = [
  organization('o3', 'Zeta Capital', 'zeta', 'pending'),
  organization('o1', 'VegaFunded', 'default'),
  organization('o2', 'VegaFunded Elite', 'vegafundedelite'),
];

describe('OrganizationSwitcher', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  function signInAdmin() {
    sessionStore
      .getState()
      .setSession(sessionFixture({ role: 'admin', portalType: null }, { id: 'admin-1' }));
  }

  it('searches, shows status and role, and switches', async () => {
    const user = userEvent.setup();
    signInAdmin();
    stubFetch({ '/api/me/organizations': { body: { organizations: ORGANIZATIONS } } });
    renderShell(<OrganizationSwitcher />, { path: '/admin/dashboard' });
    const trigger = await screen.findByRole('button', { name: 'Switch organization' });
    expect(trigger).toHaveTextContent('VegaFunded');
    await user.click(trigger);
    await user.type(screen.getByPlaceholderText('Search organizations...'), 'zeta');
    const option = screen.getByRole('option', { name: /Zeta Capital/ });
    expect(option).toHaveTextContent('pending');
    expect(option).toHaveTextContent('admin');
    await user.click(option);
    expect(screen.getByRole('button', { name: 'Switch organization' })).toHaveTextContent('Zeta Capital');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    signInAdmin();
    stubFetch({ '/api/me/organizations': { body: { organizations: ORGANIZATIONS } } });
    renderShell(<OrganizationSwitcher />, { path: '/admin/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Switch organization' }));
    await user.type(screen.getByPlaceholderText('Search organizations...'), 'nothing like it');
    expect(screen.getByText('No organizations found.')).toBeInTheDocument();
  });

  it('is not shown with a single organization', async () => {
    signInAdmin();
    const fetchSpy = stubFetch({ '/api/me/organizations': { body: { organizations: [ORGANIZATIONS[1]] } } });
    renderShell(<OrganizationSwitcher />, { path: '/admin/dashboard' });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('button', { name: 'Switch organization' })).toBeNull();
  });
});
