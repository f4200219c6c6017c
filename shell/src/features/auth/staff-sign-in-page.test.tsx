import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { notifications } from '@mantine/notifications';
import { renderShell } from '../../testing/render-shell.tsx';
import NotificationsHost from '../../components/notifications-host.tsx';
import StaffSignInPage, { isRecoveryLink } from './staff-sign-in-page.tsx';

describe('isRecoveryLink (a reset link at /admin/auth goes to /reset-password)', () => {
  it('finds type=recovery in the query or in the hash', () => {
    expect(isRecoveryLink('?token_hash=abc&type=recovery', '')).toBe(true);
    expect(isRecoveryLink('', '#access_token=x&type=recovery')).toBe(true);
  });

  it('ignores other links', () => {
    expect(isRecoveryLink('?type=signup', '')).toBe(false);
    expect(isRecoveryLink('', '')).toBe(false);
  });
});

describe('StaffSignInPage: first admin account', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  function renderAdminPage() {
    return renderShell(
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

  /**
   * The bootstrap status says creation is open; the POST answers `created` (the default) or the error
   * given. Returns the JSON bodies the page posted.
   */
  function stubBootstrap(refusal?: { status: number; code: string; message: string }) {
    const posted: unknown[] = [];
    const fetchSpy = stubFetch({ '/api/auth/admin-bootstrap': { body: { canCreateFirstAdmin: true } } });
    const answerStub = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'POST') {
        posted.push(await input.clone().json());
        return refusal === undefined
          ? Response.json({ status: 'created' }, { status: 201 })
          : Response.json(
              { error: { code: refusal.code, message: refusal.message }, requestId: 'stub' },
              { status: refusal.status },
            );
      }
      if (answerStub === undefined) throw new Error('stubFetch set no answers');
      return answerStub(input, init);
    });
    return posted;
  }

  /** Fills the form of the create mode; the bootstrap token comes first. */
  async function fillFirstAdminForm(user: ReturnType<typeof userEvent.setup>, bootstrapToken: string) {
    await user.click(await screen.findByRole('button', { name: 'Create first admin account' }));
    expect(screen.getByRole('heading', { name: 'Create the first admin account' })).toBeInTheDocument();
    expect(screen.getByText(/ADMIN_BOOTSTRAP_TOKEN on the server/)).toBeInTheDocument();
    if (bootstrapToken !== '') await user.type(screen.getByLabelText(/Bootstrap token/), bootstrapToken);
    await user.type(screen.getByLabelText(/First name/), 'Grace');
    await user.type(screen.getByLabelText(/Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@firm.test');
    await user.type(screen.getByLabelText(/^Password/), 'compiler pioneer 1952');
    await user.type(screen.getByLabelText(/Confirm password/), 'compiler pioneer 1952');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
  }

  it('creates the first admin with the bootstrap token, then returns to sign-in', async () => {
    const user = userEvent.setup();
    const posted = stubBootstrap();
    renderAdminPage();
    await fillFirstAdminForm(user, 'token-from-the-server-console');
    expect(
      await screen.findByText('Admin account created successfully! You can now sign in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(posted).toEqual([
      {
        bootstrapToken: 'token-from-the-server-console',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@firm.test',
        password: 'compiler pioneer 1952',
      },
    ]);
  });

  it('requires the bootstrap token and shows the api’s refusal of a wrong one', async () => {
    const user = userEvent.setup();
    const posted = stubBootstrap({
      status: 403,
      code: 'FORBIDDEN',
      message: 'The bootstrap token is not valid',
    });
    renderAdminPage();
    await fillFirstAdminForm(user, '');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText(/Bootstrap token/), 'a-wrong-token');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByText('The bootstrap token is not valid')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Create the first admin account' })).toBeInTheDocument();
  });
});

describe('StaffSignInPage: second factor', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  const adminSession = sessionFixture({ role: 'admin', portalType: null }, { email: 'ada@firm.test' });
  const challenge = (mfa: 'required' | 'enrolment_required') => ({
    body: { mfa, mfaToken: 'mfa-token', mfaTokenExpiresAt: '2030-01-01T00:00:00.000Z' },
  });

  async function passPasswordStep(user: ReturnType<typeof userEvent.setup>) {
    renderShell(
      <>
        <NotificationsHost />
        <StaffSignInPage portal="admin" />
      </>,
      { path: '/admin/auth' },
    );
    await user.type(await screen.findByLabelText(/^Email/), 'ada@firm.test');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('asks for the authenticator code after the password, then grants admin access', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/auth/admin-bootstrap': { body: { canCreateFirstAdmin: false } },
      '/api/auth/sign-in': challenge('required'),
      '/api/auth/sign-in/mfa': { body: adminSession },
      '/api/auth/session': { body: adminSession.user },
    });
    await passPasswordStep(user);

    const codeField = await screen.findByLabelText(/Authentication code/);
    await user.type(codeField, '12 34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy).filter((url) => url.endsWith('/sign-in/mfa'))).toHaveLength(0);

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin access granted!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy).filter((url) => url.endsWith('/sign-in/mfa'))).toHaveLength(1);
  });

  it('says a wrong code is wrong and stays on the step', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/admin-bootstrap': { body: { canCreateFirstAdmin: false } },
      '/api/auth/sign-in': challenge('required'),
      '/api/auth/sign-in/mfa': {
        status: 401,
        body: { error: { code: 'MFA_INVALID_CODE', message: 'The code is not valid' }, requestId: 'r' },
      },
    });
    await passPasswordStep(user);
    await user.type(await screen.findByLabelText(/Authentication code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid, please try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText(/Recovery code/)).toBeInTheDocument();
  });

  it('sets up an authenticator for an admin without one and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const codes = ['ABCDE-23456', 'FGHJK-34567'];
    stubFetch({
      '/api/auth/admin-bootstrap': { body: { canCreateFirstAdmin: false } },
      '/api/auth/sign-in': challenge('enrolment_required'),
      '/api/auth/sign-in/mfa/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/PropDesk:ada%40firm.test?secret=JBSWY3DPEHPK3PXP&issuer=PropDesk',
          qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      '/api/auth/sign-in/mfa': { body: { ...adminSession, recoveryCodes: codes } },
      '/api/auth/session': { body: adminSession.user },
    });
    await passPasswordStep(user);

    expect(await screen.findByText('Set up two-step verification')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code to add/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    for (const code of codes) expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.queryByText('Admin access granted!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Admin access granted!')).toBeInTheDocument();
  });
});
