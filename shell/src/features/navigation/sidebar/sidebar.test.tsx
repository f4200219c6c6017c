import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@propdesk/shared/i18n';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../../testing/render-shell.tsx';
import { navigationAnswer } from '../../../testing/navigation-fixture.ts';
import Sidebar from './sidebar.tsx';
import { readSidebarOpen, SIDEBAR_COOKIE } from './sidebar-state.ts';

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
}

describe('Sidebar', () => {
  beforeEach(() => {
    clearCookie();
    stubFetch({ '/navigation.json': navigationAnswer() });
  });

  const linksOf = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('shows the links the remotes declare for the trader area, and the plans button', async () => {
    renderShell(<Sidebar />, { path: '/accounts/42' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(await within(nav).findByRole('link', { name: 'Accounts' })).toHaveAttribute('data-active', 'true');
    expect(linksOf(nav)).toEqual(['/dashboard', '/accounts', '/payouts', '/pricing']);
    expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('orders the groups of several remotes by their declared order, with their headings', async () => {
    renderShell(<Sidebar />, { path: '/admin/users' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    await within(nav).findByRole('link', { name: 'Clients' });
    const headings = within(nav)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(headings).toEqual(['General', 'Admin Organization View']);
    expect(linksOf(nav)).toEqual(['/admin/dashboard', '/admin/users', '/admin/org-clients']);
    expect(screen.queryByRole('link', { name: 'Plans' })).not.toBeInTheDocument();
  });

  it('shows the links in the reader’s language', async () => {
    await act(() => setLanguage('es'));
    try {
      renderShell(<Sidebar />, { path: '/dashboard' });
      expect(await screen.findByRole('link', { name: 'Cuentas' })).toHaveAttribute('href', '/accounts');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('leaves out the groups of a remote that does not answer, and keeps the others', async () => {
    stubFetch({ '/navigation.json': navigationAnswer(['mf_organization']) });
    renderShell(<Sidebar />, { path: '/admin/users' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    await within(nav).findByRole('link', { name: 'Users' });
    await waitFor(() => expect(linksOf(nav)).toEqual(['/admin/dashboard', '/admin/users']));
  });

  it('shows a manager only the organization pages their role may use, and nobody a page whose permission is unknown', async () => {
    sessionStore.getState().setSession(sessionFixture());
    stubFetch({
      '/navigation.json': navigationAnswer(),
      '/api/me/organizations': {
        body: {
          organizations: [
            {
              id: 'o1',
              name: 'VegaFunded',
              slug: 'default',
              status: 'active',
              role: 'manager',
              createdAt: '2026-11-22T00:00:00.000Z',
            },
          ],
        },
      },
    });
    renderShell(<Sidebar />, { path: '/organization/clients' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    await within(nav).findByRole('link', { name: 'Client Management' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Members & Roles' })).toBeNull());
    expect(linksOf(nav)).toEqual(['/organization/clients']);
    act(() => sessionStore.getState().clearSession());
  });

  it('gives the support agent their own sidebar', async () => {
    renderShell(<Sidebar />, { path: '/support-agent/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(await within(nav).findByRole('link', { name: 'Client Lookup' })).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(linksOf(nav)).toEqual(['/support-agent/dashboard']);
  });

  it('collapses to icons with its button and remembers it in the sidebar:state cookie', async () => {
    const user = userEvent.setup();
    renderShell(<Sidebar />, { path: '/dashboard' });
    await screen.findByRole('link', { name: 'Payouts' });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
    await user.click(screen.getByRole('button', { name: /Toggle sidebar/ }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(readSidebarOpen(document.cookie)).toBe(false);
    // Collapsed links keep their names for screen readers.
    expect(screen.getByRole('link', { name: 'Payouts' })).toBeInTheDocument();
  });

  it('toggles with Ctrl+B', async () => {
    const user = userEvent.setup();
    renderShell(<Sidebar />, { path: '/dashboard' });
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  });
});

describe('readSidebarOpen', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar:state=false')).toBe(false);
    expect(readSidebarOpen('sidebar:state=true')).toBe(true);
  });
});
