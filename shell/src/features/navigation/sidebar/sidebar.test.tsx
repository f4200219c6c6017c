import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../../testing/render-shell.tsx';
import Sidebar from './sidebar.tsx';
import { readSidebarOpen, SIDEBAR_COOKIE } from './sidebar-state.ts';

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE}=; max-age=0; path=/`;
}

describe('Sidebar', () => {
  beforeEach(clearCookie);

  it('shows the trader links and the plans button in the trader area', () => {
    renderShell(<Sidebar />, { path: '/accounts/42' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    for (const name of ['Dashboard', 'Accounts', 'Payouts', 'Certificates', 'Support']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Accounts' })).toHaveAttribute('data-active', 'true');
    expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the admin groups and no plans button under /admin', () => {
    renderShell(<Sidebar />, { path: '/admin/users' });
    expect(screen.getByText('General')).toBeInTheDocument();
    expect(screen.getByText('Admin Organization View')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing & Revenue' })).toHaveAttribute('href', '/admin/billing');
    expect(screen.queryByRole('link', { name: 'Plans' })).not.toBeInTheDocument();
  });

  it('shows the organization links under /organization', () => {
    renderShell(<Sidebar />, { path: '/organization/members' });
    expect(screen.getByRole('link', { name: 'Members & Roles' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'White Label Guide' })).toHaveAttribute(
      'href',
      '/organization/guide',
    );
  });

  it('shows a manager only the organization pages their role may use', async () => {
    sessionStore.getState().setSession(sessionFixture());
    stubFetch({
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
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Members & Roles' })).toBeNull());
    for (const hidden of ['Support Agents', 'Security Dashboard']) {
      expect(within(nav).queryByRole('link', { name: hidden })).toBeNull();
    }
    for (const shown of [
      'Dashboard',
      'Client Management',
      'Trader Payouts',
      'Activity Logs',
      'Organization Profile',
    ]) {
      expect(within(nav).getByRole('link', { name: shown })).toBeInTheDocument();
    }
    act(() => sessionStore.getState().clearSession());
  });

  it('gives the support agent their own sidebar: the client lookup and notifications, nothing else', () => {
    renderShell(<Sidebar />, { path: '/support-agent/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/support-agent/dashboard', '/support-agent/notifications']);
    expect(within(nav).getByRole('link', { name: 'Client Lookup' })).toHaveAttribute('data-active', 'true');
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('collapses to icons with its button and remembers it in the sidebar:state cookie', async () => {
    const user = userEvent.setup();
    renderShell(<Sidebar />, { path: '/dashboard' });
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
