import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@propdesk/shared/router';
import { requestedUrls, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import NotificationsHost from '../../components/notifications-host.tsx';
import AuthPage from './auth-page.tsx';

const SESSION = sessionFixture({ firstName: 'Ada' });

/** What the address bar would show. */
function AddressProbe() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="address">{`${pathname}${search}${hash}`}</div>;
}

function renderAuth(initialTab: 'sign-in' | 'sign-up', path = '/auth') {
  return renderShell(
    <>
      <NotificationsHost />
      <AddressProbe />
      <Routes>
        <Route path="/auth" element={<AuthPage initialTab={initialTab} />} />
        <Route path="/dashboard" element={<h1>Dashboard reached</h1>} />
      </Routes>
    </>,
    { path },
  );
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, country: string | null) {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@firm.test');
  await user.type(screen.getByLabelText(/^Password/), 'analytical engine 1843');
  await user.type(screen.getByLabelText(/Confirm password/), 'analytical engine 1843');
  if (country) {
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: country }));
  }
}

describe('AuthPage', () => {
  // Toasts live in a module-level store: one test's toast would otherwise queue the next test's.
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('keeps Create Account disabled until a country is chosen', async () => {
    const user = userEvent.setup();
    renderAuth('sign-up');
    await fillSignUp(user, null);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Italy' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('says so when the passwords differ, without calling the api', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({});
    renderAuth('sign-up');
    await fillSignUp(user, 'Italy');
    await user.type(screen.getByLabelText(/Confirm password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes an optional phone number and explains one it cannot use', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/auth/sign-up': { status: 201, body: { status: 'verification_sent' } },
    });
    renderAuth('sign-up');
    await fillSignUp(user, 'Italy');
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Enter a phone number with its country code, such as +39 06 1234 5678'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '+39 333 1234567');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://api.test/api/auth/sign-up');
  });

  it('says the same true thing whether the address is new or already registered', async () => {
    // The api answers both alike (201 verification_sent), so nothing here may claim an account was made.
    const user = userEvent.setup();
    stubFetch({ '/api/auth/sign-up': { status: 201, body: { status: 'verification_sent' } } });
    renderAuth('sign-up');
    await fillSignUp(user, 'Italy');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We've sent a link to finish signing up. If this address already has an account, we've sent a message there instead.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Registration Successful/)).toBeNull();
  });

  it('shows "Account Already Exists" for a duplicate email', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/sign-up': {
        status: 409,
        body: { error: { code: 'ACCOUNT_EXISTS', message: 'Account already exists' }, requestId: 'r' },
      },
    });
    renderAuth('sign-up');
    await fillSignUp(user, 'Italy');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Already Exists')).toBeInTheDocument();
  });

  it('shows the server reasons under the password when it is refused', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/sign-up': {
        status: 400,
        body: {
          error: {
            code: 'WEAK_PASSWORD',
            message: 'Password too weak',
            details: { reasons: [{ code: 'common', message: 'This password is too common.' }] },
          },
          requestId: 'r',
        },
      },
    });
    renderAuth('sign-up');
    await fillSignUp(user, 'Italy');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
  });

  it('offers a new verification link when the address is not verified yet', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/auth/sign-in': {
        status: 403,
        body: {
          error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email address first' },
          requestId: 'r',
        },
      },
      '/api/auth/resend-verification': { status: 202, body: { status: 'accepted' } },
    });
    renderAuth('sign-in');
    await user.type(screen.getByLabelText(/^Email/), 'ada@firm.test');
    await user.type(screen.getByLabelText(/^Password/), 'analytical engine 1843');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('We sent a verification link to ada@firm.test. Open it, then sign in.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).toContain('http://api.test/api/auth/resend-verification');
  });

  it('refuses staff on the client portal with the Access Denied toast', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/sign-in': {
        status: 403,
        body: { error: { code: 'STAFF_ON_CLIENT_PORTAL', message: 'no' }, requestId: 'r' },
      },
    });
    renderAuth('sign-in');
    await user.type(screen.getByLabelText(/^Email/), 'admin@firm.test');
    await user.type(screen.getByLabelText(/^Password/), 'whatever it is');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Admin and manager accounts cannot access the client portal. Please use /admin/auth to login.',
      ),
    ).toBeInTheDocument();
  });

  it('confirms the address from the verification link and drops the token from the address bar', async () => {
    const token = 'b'.repeat(43);
    const fetchSpy = stubFetch({ '/api/auth/verify-email': { body: { status: 'verified' } } });
    const answer = fetchSpy.getMockImplementation();
    const sentBodies: unknown[] = [];
    fetchSpy.mockImplementation(async (input, init) => {
      if (input instanceof Request) sentBodies.push(await input.clone().json());
      return answer!(input, init);
    });
    renderAuth('sign-up', `/auth?token_hash=${token}&type=signup`);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth$/));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).toEqual(['http://api.test/api/auth/verify-email']);
    expect(sentBodies).toEqual([{ tokenHash: token }]);
  });

  it('signs a trader in and opens the dashboard', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({ '/api/auth/sign-in': { body: SESSION } });
    renderAuth('sign-in');
    await user.type(screen.getByLabelText(/^Email/), 'ada@firm.test');
    await user.type(screen.getByLabelText(/^Password/), 'analytical engine 1843');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Login Successful')).toBeInTheDocument());
    expect(requestedUrls(fetchSpy)[0]).toBe('http://api.test/api/auth/sign-in');
  });
});
