import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, ApiProvider } from '@propdesk/shared/session';
import { renderWithProviders, requestedUrls, stubFetch } from '@propdesk/shared/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { ProfilePage } from './profile-page.tsx';

// In the portal, mf-trader's App registers its texts; this test renders the page alone.

const SESSIONS = {
  sessions: [
    {
      id: 's-current',
      userAgent: 'Chromium on Linux',
      ip: '127.0.0.1',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: '2026-11-22T10:00:00.000Z',
      isCurrent: true,
    },
    {
      id: 's-phone',
      userAgent: 'Safari on iPhone',
      ip: '10.0.0.9',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-02T10:00:00.000Z',
      isCurrent: false,
    },
  ],
};

function renderProfile() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <Notifications />
      <ProfilePage />
    </ApiProvider>,
    { path: '/profile' },
  );
}

describe('ProfilePage', () => {
  beforeEach(() => {
    sessionStore.getState().setSession({
      accessToken: 'token',
      accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
      user: {
        id: 'u1',
        email: 'tess@firm.test',
        emailVerified: true,
        profile: {
          role: 'client',
          portalType: 'client',
          firstName: 'Tess',
          lastName: 'Trader',
          country: 'IT',
          phone: null,
          language: null,
          organizationId: 'org-1',
          clientOrganizationSlug: null,
        },
      },
    });
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      sessionStore.getState().clearSession();
    });
  });

  it('shows the details and the signed-in devices, this one marked', async () => {
    stubFetch({ '/api/auth/sessions': { body: SESSIONS } });
    renderProfile();
    expect(screen.getByText('Tess Trader')).toBeInTheDocument();
    expect(screen.getByText('Italy')).toBeInTheDocument();
    const devices = await screen.findAllByTestId('active-session');
    expect(devices).toHaveLength(2);
    expect(within(devices[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(devices[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(devices[1]!).getByRole('button', { name: 'Sign out this device' })).toBeInTheDocument();
  });

  it('signs another device out', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/auth/sessions': { body: SESSIONS },
      '/api/auth/sessions/s-phone': { status: 204, body: null },
    });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out this device' }));
    await screen.findAllByTestId('active-session');
    expect(requestedUrls(fetchSpy)).toContain('http://api.test/api/auth/sessions/s-phone');
    const deleteCall = fetchSpy.mock.calls.find(([input]) => (input as Request).method === 'DELETE');
    expect(deleteCall).toBeDefined();
  });

  it('explains a wrong current password next to the field', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/sessions': { body: SESSIONS },
      '/api/auth/change-password': {
        status: 400,
        body: { error: { code: 'WRONG_CURRENT_PASSWORD', message: 'wrong' }, requestId: 'r' },
      },
    });
    renderProfile();
    await user.type(screen.getByLabelText(/Current password/), 'not my password');
    await user.type(screen.getByLabelText(/^New password/), 'a much better passphrase');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a much better passphrase');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });

  it('edits the details: Profile Updated, and the new name shows at once', async () => {
    const user = userEvent.setup();
    const current = sessionStore.getState().user!;
    const updated = {
      ...current,
      profile: { ...current.profile, firstName: 'Tessa', phone: '+390612345678' },
    };
    const fetchSpy = stubFetch({
      '/api/auth/sessions': { body: SESSIONS },
      '/api/me/profile': { body: updated },
    });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(firstName);
    await user.type(firstName, 'Tessa');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      screen.getByText('Enter a phone number with its country code, such as +39 06 1234 5678'),
    ).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).not.toContain('http://api.test/api/me/profile');

    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+39 06 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Tessa Trader')).toBeInTheDocument();
    expect(sessionStore.getState().user?.profile.firstName).toBe('Tessa');
  });

  it('keeps what was typed when the update fails: Update Failed', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/sessions': { body: SESSIONS },
      '/api/me/profile': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' } },
    });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await user.clear(lastName);
    await user.type(lastName, 'Turner');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Turner');
  });
});
