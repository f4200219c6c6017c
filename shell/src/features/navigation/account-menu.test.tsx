import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@propdesk/shared/router';
import type { TMemberRole } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { notifications } from '@mantine/notifications';
import { renderShell } from '../../testing/render-shell.tsx';
import NotificationsHost from '../../components/notifications-host.tsx';
import { AccountMenu } from './account-menu.tsx';

function signInAda() {
  sessionStore.getState().setSession(sessionFixture({ firstName: 'Ada' }));
}

function renderMenu(staffRole: TMemberRole | null = null) {
  return renderShell(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/dashboard" element={<AccountMenu staffRole={staffRole} />} />
        <Route path="/auth" element={<h1>Sign in page</h1>} />
      </Routes>
    </>,
    { path: '/dashboard' },
  );
}

describe('AccountMenu', () => {
  afterEach(() => {
    act(() => notifications.clean());
    act(() => sessionStore.getState().clearSession());
  });

  it('offers sign-in to a visitor', () => {
    sessionStore.getState().clearSession();
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('names the staff role on an organization’s pages', () => {
    signInAda();
    renderMenu('owner');
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText('Trader')).toBeNull();
  });

  it('greets the user and signs out with a toast', async () => {
    const user = userEvent.setup();
    signInAda();
    stubFetch({ '/api/auth/sign-out': { status: 204, body: null } });
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    expect(screen.getByText('Trader')).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});
