import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '@propdesk/shared/testing';
import NotificationsHost, { NOTIFICATION_RULES } from './notifications-host.tsx';

describe('NotificationsHost (toasts)', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('shows one toast at a time, with a close button', async () => {
    renderWithProviders(<NotificationsHost />);
    act(() => {
      notifications.show({ title: 'Login Successful', message: 'Welcome back!' });
      notifications.show({ title: 'Logged Out', message: 'See you soon' });
    });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.queryByText('Logged Out')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('pins the toast rules: at most one toast, closed after 4000 ms', () => {
    expect(NOTIFICATION_RULES).toEqual({ limit: 1, autoCloseMs: 4000 });
  });
});
