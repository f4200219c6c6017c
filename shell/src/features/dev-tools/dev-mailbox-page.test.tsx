import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOutboxMail } from '@propdesk/shared/contracts';
import { stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import DevMailboxPage from './dev-mailbox-page.tsx';

const MAIL: TOutboxMail = {
  id: 'mail-1',
  to: 'ada@firm.test',
  subject: 'Confirm your email',
  text: 'Open http://localhost:3000/auth?token_hash=abc&type=signup to confirm.',
  purpose: 'signup',
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('DevMailboxPage (/email-test)', () => {
  it('lists the mails the portal sent, with their recipient and text', async () => {
    stubFetch({ '/api/dev/outbox': { body: { mails: [MAIL] } } });
    renderShell(<DevMailboxPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Email test mailbox' })).toBeInTheDocument();
    const mail = await screen.findByTestId('outbox-mail');
    expect(within(mail).getByText('Confirm your email')).toBeInTheDocument();
    expect(within(mail).getByText(/ada@firm\.test/)).toBeInTheDocument();
    expect(within(mail).getByText(/token_hash=abc/)).toBeInTheDocument();
  });

  it('says so when there are no mails, and asks again on Refresh', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({ '/api/dev/outbox': { body: { mails: [] } } });
    renderShell(<DevMailboxPage />);
    expect(await screen.findByText('No mails yet.')).toBeInTheDocument();
    fetchSpy.mockImplementation(async () => Response.json({ mails: [MAIL] }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('outbox-mail')).toBeInTheDocument();
  });

  it('is the 404 page where the api has no development routes (production)', async () => {
    stubFetch({});
    renderShell(<DevMailboxPage />);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email test mailbox' })).toBeNull();
  });
});
