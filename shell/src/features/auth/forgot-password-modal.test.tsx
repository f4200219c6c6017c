import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@propdesk/shared/testing';
import { notifications } from '@mantine/notifications';
import NotificationsHost from '../../components/notifications-host.tsx';
import { renderShell } from '../../testing/render-shell.tsx';
import AuthPage from './auth-page.tsx';

function renderSignIn() {
  return renderShell(
    <>
      <NotificationsHost />
      <AuthPage initialTab="sign-in" />
    </>,
    { path: '/auth' },
  );
}

async function openForgotPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return screen.findByRole('dialog', { name: 'Reset your password' });
}

describe('forgot password', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('mails a reset link in the reader’s language and closes, saying the same for any address', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({ '/api/auth/password-reset': { status: 202, body: { status: 'sent' } } });
    const answer = fetchSpy.getMockImplementation();
    const sentBodies: unknown[] = [];
    fetchSpy.mockImplementation(async (input, init) => {
      if (input instanceof Request) sentBodies.push(await input.clone().json());
      return answer!(input, init);
    });
    renderSignIn();
    const dialog = await openForgotPassword(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@firm.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password Reset Email Sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies).toEqual([{ email: 'ada@firm.test', language: 'en' }]);
  });

  it('asks for a valid address before sending anything', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({});
    renderSignIn();
    const dialog = await openForgotPassword(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({});
    renderSignIn();
    const dialog = await openForgotPassword(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
