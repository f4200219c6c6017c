import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOutboxMail } from '@propdesk/shared/contracts';
import { requestedUrls, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import TestResetPage from './test-reset-page.tsx';

const RESET_LINK = 'http://localhost:3000/reset-password?token_hash=r1&type=recovery';

function resetMail(to: string): TOutboxMail {
  return {
    id: `reset-${to}`,
    to,
    subject: 'Reset your password',
    text: `Open ${RESET_LINK} to choose a new password.`,
    purpose: 'recovery',
    createdAt: '2026-11-22T10:00:00.000Z',
  };
}

async function requestReset(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Request reset' }));
}

describe('TestResetPage (/test-reset)', () => {
  it('requests a reset and offers the link mailed to that address', async () => {
    const fetchSpy = stubFetch({
      '/api/dev/outbox': { body: { mails: [resetMail('ada@firm.test')] } },
      '/api/auth/password-reset': { status: 202, body: { status: 'sent' } },
    });
    renderShell(<TestResetPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Password reset tester' })).toBeInTheDocument();
    await requestReset('ada@firm.test');
    expect(await screen.findByRole('link', { name: 'Open the latest reset link' })).toHaveAttribute(
      'href',
      RESET_LINK,
    );
    expect(requestedUrls(fetchSpy)).toContain('http://api.test/api/auth/password-reset');
  });

  it('says so when no reset mail went to the address', async () => {
    stubFetch({
      '/api/dev/outbox': { body: { mails: [resetMail('bob@firm.test')] } },
      '/api/auth/password-reset': { status: 202, body: { status: 'sent' } },
    });
    renderShell(<TestResetPage />);
    await requestReset('ada@firm.test');
    expect(await screen.findByText('No reset mail for this address yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the latest reset link' })).toBeNull();
  });

  it('is the 404 page where the api has no development routes (production)', async () => {
    stubFetch({});
    renderShell(<TestResetPage />);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
