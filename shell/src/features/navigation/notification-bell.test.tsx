import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@propdesk/shared/testing';
import { NotificationBell, unreadBadgeText } from './notification-bell.tsx';

describe('NotificationBell', () => {
  it('counts unread notifications up to 99, then says 99+, and shows only a dot at zero', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('opens on an empty list until notifications exist', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    expect(screen.getByTestId('notification-badge')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('names the unread count for screen readers', () => {
    renderWithProviders(<NotificationBell unreadCount={120} />);
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });
});
