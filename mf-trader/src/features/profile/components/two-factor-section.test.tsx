import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, ApiProvider } from '@propdesk/shared/session';
import { renderWithProviders, requestedUrls, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { TwoFactorSection } from './two-factor-section.tsx';

// In the portal, mf-trader's App registers its texts; this test renders the section alone.

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/VegaFunded:tess%40firm.test?secret=JBSWY3DPEHPK3PXP&issuer=VegaFunded',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = ['ABCDE-23456', 'FGHJK-34567'];

function renderSection() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <TwoFactorSection />
    </ApiProvider>,
    { path: '/profile' },
  );
}

describe('TwoFactorSection', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('turns the authenticator on: QR code, first code, recovery codes shown once', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/auth/mfa': { body: { totp: 'off', required: false, recoveryCodesLeft: 0 } },
      '/api/auth/mfa/totp': { body: ENROLMENT },
      '/api/auth/mfa/totp/confirm': { body: { recoveryCodes: CODES } },
    });
    renderSection();

    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to add VegaFunded to your authenticator app' }),
    ).toBeVisible();

    await user.type(screen.getByLabelText(/Authentication code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy).some((url) => url.endsWith('/confirm'))).toBe(false);

    await user.type(screen.getByLabelText(/Authentication code/), '6');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    for (const code of CODES) expect(screen.getByText(code)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it('keeps a wrong code on the form with the reason', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/mfa': { body: { totp: 'on', required: false, recoveryCodesLeft: 7 } },
      '/api/auth/mfa/totp': {
        status: 400,
        body: { error: { code: 'MFA_INVALID_CODE', message: 'The code is not valid' }, requestId: 'r' },
      },
    });
    renderSection();

    expect(await screen.findByText('7 recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The code is not valid, please try again')).toBeInTheDocument();
  });

  it('offers no way to turn it off when the role requires it', async () => {
    stubFetch({ '/api/auth/mfa': { body: { totp: 'on', required: true, recoveryCodesLeft: 10 } } });
    renderSection();

    expect(await screen.findByText('Required for your role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get new recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('says when the settings cannot be loaded', async () => {
    stubFetch({
      '/api/auth/mfa': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' } },
    });
    renderSection();
    expect(
      await screen.findByText('Your two-step verification settings could not be loaded.'),
    ).toBeInTheDocument();
  });
});
