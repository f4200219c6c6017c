import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@propdesk/shared/router';
import { requestedUrls, stubFetch } from '@propdesk/shared/testing';
import { notifications } from '@mantine/notifications';
import { renderShell } from '../../testing/render-shell.tsx';
import NotificationsHost from '../../components/notifications-host.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const TOKEN = 'a'.repeat(43);

/** What the address bar would show. */
function AddressProbe() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="address">{`${pathname}${search}${hash}`}</div>;
}

/** Keeps the JSON body of every request the stub answers. */
function recordBodies(fetchSpy: ReturnType<typeof stubFetch>): unknown[] {
  const bodies: unknown[] = [];
  const answer = fetchSpy.getMockImplementation();
  fetchSpy.mockImplementation(async (input, init) => {
    if (input instanceof Request && input.method === 'POST') bodies.push(await input.clone().json());
    return answer!(input, init);
  });
  return bodies;
}

function renderReset(search: string) {
  return renderShell(
    <>
      <NotificationsHost />
      <AddressProbe />
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth" element={<h1>Sign in page</h1>} />
      </Routes>
    </>,
    { path: `/reset-password${search}` },
  );
}

describe('ResetPasswordPage (verifying → form → back to /auth)', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('checks the link, lets the user choose a password, then returns to sign-in', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/auth/password-reset/link': { body: { status: 'valid' } },
      '/api/auth/password-reset/confirm': { body: { status: 'accepted' } },
    });
    const sentBodies = recordBodies(fetchSpy);
    renderReset(`?token_hash=${TOKEN}&type=recovery`);
    const password = await screen.findByLabelText(/^New password/);
    // The one-time token left the address bar as soon as it was read; the form keeps it in memory.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/);
    expect(requestedUrls(fetchSpy)[0]).toBe(
      `http://api.test/api/auth/password-reset/link?tokenHash=${TOKEN}`,
    );
    await user.type(password, 'a brand new passphrase');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully');
    expect(sentBodies).toContainEqual({
      tokenHash: TOKEN,
      type: 'recovery',
      password: 'a brand new passphrase',
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in page' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('keeps the button disabled while the passwords differ, and says so', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/auth/password-reset/link': { body: { status: 'valid' } } });
    renderReset(`?token_hash=${TOKEN}&type=recovery`);
    await user.type(await screen.findByLabelText(/^New password/), 'a brand new passphrase');
    await user.type(screen.getByLabelText(/Confirm new password/), 'something else entirely');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeDisabled();
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThanOrEqual(1);
  });

  it('explains a dead link and goes back to sign-in after 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      stubFetch({ '/api/auth/password-reset/link': { body: { status: 'invalid' } } });
      renderReset(`?token_hash=${TOKEN}&type=recovery`);
      expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats an address without a recovery token as a dead link', async () => {
    const fetchSpy = stubFetch({});
    renderReset('');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
