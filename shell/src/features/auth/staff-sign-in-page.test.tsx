import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import { notifications } from '@propdesk/shared/ui-overlays';
import { initApi } from '../../app/api-client.ts';
import NotificationsHost from '../notifications/notifications-host.tsx';
import StaffSignInPage, { isRecoveryLink } from './staff-sign-in-page.tsx';

describe('isRecoveryLink (seed: a reset at /admin/auth goes to /reset-password)', () => {
  it('finds type=recovery in the query or in the hash', () => {
    expect(isRecoveryLink('?token_hash=abc&type=recovery', '')).toBe(true);
    expect(isRecoveryLink('', '#access_token=x&type=recovery')).toBe(true);
  });

  it('ignores other links', () => {
    expect(isRecoveryLink('?type=signup', '')).toBe(false);
    expect(isRecoveryLink('', '')).toBe(false);
  });
});

describe('StaffSignInPage: first admin account (seed section 4)', () => {
  beforeAll(() => {
    initApi('http://api.test');
  });
  afterEach(() => {
    act(() => notifications.clean());
  });

  function renderAdminPage() {
    return renderWithProviders(
      <>
        <NotificationsHost />
        <StaffSignInPage portal="admin" />
      </>,
      { path: '/admin/auth' },
    );
  }

  it('offers the create mode only while no admin exists', async () => {
    stubFetch({ '/api/auth/admin-bootstrap': { body: { canCreateFirstAdmin: false } } });
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Create first admin account' })).toBeNull(),
    );
  });

  it('creates the first admin, then returns to sign-in', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/admin-bootstrap': { status: 201, body: { canCreateFirstAdmin: true, status: 'created' } },
    });
    renderAdminPage();
    await user.click(await screen.findByRole('button', { name: 'Create first admin account' }));
    expect(screen.getByRole('heading', { name: 'Create the first admin account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'Grace');
    await user.type(screen.getByLabelText(/Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@firm.test');
    await user.type(screen.getByLabelText(/^Password/), 'compiler pioneer 1952');
    await user.type(screen.getByLabelText(/Confirm password/), 'compiler pioneer 1952');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(
      await screen.findByText('Admin account created successfully! You can now sign in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
  });
});
