import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { TNotification, TNotificationPage } from '@propdesk/shared/contracts';
import { useLocation } from '@propdesk/shared/router';
import { sessionStore } from '@propdesk/shared/session';
import {
  notificationFixture,
  notificationPageFixture,
  requestsTo,
  sessionFixture,
  stubFetch,
  type StubbedAnswer,
  type StubbedHandler,
} from '@propdesk/shared/testing';
import NotificationsHost from '../../components/notifications-host.tsx';
import { renderShell } from '../../testing/render-shell.tsx';
import { NotificationBell, unreadBadgeText } from './notification-bell.tsx';

const LIST = '/api/me/notifications';
const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';

const ORGANIZATIONS = {
  body: {
    organizations: [
      {
        id: ORGANIZATION_ID,
        name: 'VegaFunded',
        slug: 'default',
        status: 'active',
        role: 'owner',
        createdAt: '2026-11-22T00:00:00.000Z',
      },
    ],
  },
};

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

let rendered: ReturnType<typeof renderShell> | null = null;

/** The query cache of the last render. */
function queryClient() {
  return rendered!.queryClient;
}

function renderBell(
  area: 'trader' | 'organization' | 'admin',
  path: string,
  routes: Record<string, StubbedAnswer | StubbedHandler>,
  readerPages?: { home: string; notifications: string },
) {
  const fetchSpy = stubFetch({ '/api/me/organizations': ORGANIZATIONS, ...routes });
  rendered = renderShell(
    <>
      <NotificationsHost />
      <NotificationBell area={area} {...(readerPages === undefined ? {} : { readerPages })} />
      <Location />
    </>,
    { path },
  );
  return fetchSpy;
}

function listQueries(fetchSpy: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return requestsTo(fetchSpy, 'GET', LIST).map((request) => new URL(request.url).searchParams);
}

async function openBell(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('list', { name: 'Notifications' });
}

describe('unreadBadgeText', () => {
  it('counts unread notifications up to 99, then says 99+, and shows nothing at zero', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(5)).toBe('5');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});

describe('NotificationBell', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => notifications.clean());
    act(() => sessionStore.getState().clearSession());
  });

  it.each([
    [0, 'Notifications', ''],
    [5, 'Notifications, 5 unread', '5'],
    [100, 'Notifications, 100 unread', '99+'],
  ])('with %i unread: named "%s", badge "%s"', async (unreadCount, name, badge) => {
    renderBell('trader', '/dashboard', { [LIST]: { body: notificationPageFixture(3, { unreadCount }) } });
    await screen.findByRole('button', { name });
    const shown = screen.getByTestId('notification-badge');
    if (badge === '') expect(shown).toBeEmptyDOMElement();
    else expect(shown).toHaveTextContent(badge);
  });

  it('asks for the 10 newest of the area in the reader’s language', async () => {
    const fetchSpy = renderBell('admin', '/admin/dashboard', {
      [LIST]: { body: notificationPageFixture(0) },
    });
    await waitFor(() => expect(listQueries(fetchSpy)).toHaveLength(1));
    expect(Object.fromEntries(listQueries(fetchSpy)[0]!)).toEqual({
      area: 'admin',
      status: 'all',
      page: '1',
      pageSize: '10',
      language: 'en',
    });
  });

  it('in the organization area, asks for the current organization’s', async () => {
    const fetchSpy = renderBell('organization', '/organization/dashboard', {
      [LIST]: { body: notificationPageFixture(0) },
    });
    await waitFor(() => expect(listQueries(fetchSpy)).toHaveLength(1));
    expect(listQueries(fetchSpy)[0]!.get('area')).toBe('organization');
    expect(listQueries(fetchSpy)[0]!.get('organizationId')).toBe(ORGANIZATION_ID);
  });

  it('lists 10 and links to all of them only when there are more', async () => {
    const user = userEvent.setup();
    renderBell('trader', '/dashboard', {
      [LIST]: { body: notificationPageFixture(10, { total: 10, unreadCount: 0 }) },
    });
    const list = await openBell(user, 'Notifications');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'View all notifications' })).not.toBeInTheDocument();
  });

  it('offers "View all notifications" above 10, to the area’s page', async () => {
    const user = userEvent.setup();
    renderBell('organization', '/organization/dashboard', {
      [LIST]: { body: notificationPageFixture(10, { total: 11, unreadCount: 11 }) },
    });
    const list = await openBell(user, 'Notifications, 11 unread');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('link', { name: 'View all notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/organization/notifications');
  });

  it('leads a support agent to their own pages: every notification to the lookup, "View all" to theirs', async () => {
    const user = userEvent.setup();
    const notification = notificationFixture({
      area: 'organization',
      organizationId: ORGANIZATION_ID,
      type: 'organization_status_changed',
      link: { page: 'home', accountId: null },
    });
    renderBell(
      'organization',
      '/support-agent/notifications',
      {
        [LIST]: {
          body: { ...notificationPageFixture(10, { total: 11 }), notifications: [notification] },
        },
      },
      { home: '/support-agent/dashboard', notifications: '/support-agent/notifications' },
    );
    const list = await openBell(user, /^Notifications/);
    await user.click(within(list).getAllByRole('button', { name: /^(Unread|Read): / })[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/support-agent/dashboard');
    await openBell(user, /^Notifications/);
    await user.click(screen.getByRole('link', { name: 'View all notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/support-agent/notifications');
  });

  it('says so when there is nothing yet', async () => {
    const user = userEvent.setup();
    renderBell('trader', '/dashboard', { [LIST]: { body: notificationPageFixture(0) } });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it.each([
    ['trader', '/dashboard', notificationFixture(), '/accounts/11111111-1111-4111-8111-111111111111'],
    [
      'trader',
      '/dashboard',
      notificationFixture({ type: 'affiliate_approved', link: { page: 'affiliates', accountId: null } }),
      '/affiliate-program',
    ],
    [
      'admin',
      '/admin/dashboard',
      notificationFixture({
        area: 'admin',
        type: 'payout_request',
        link: { page: 'payouts', accountId: null },
      }),
      '/admin/payouts',
    ],
    ['admin', '/admin/dashboard', notificationFixture({ area: 'admin', type: 'breach' }), '/admin/accounts'],
    [
      'organization',
      '/organization/dashboard',
      notificationFixture({
        area: 'organization',
        organizationId: ORGANIZATION_ID,
        type: 'new_affiliate_application',
        link: { page: 'affiliates', accountId: null },
      }),
      '/organization/affiliates',
    ],
  ] as const)(
    'in the %s area, a click marks an unread one read and opens its page',
    async (area, path, notification, target) => {
      const user = userEvent.setup();
      let page: TNotificationPage = {
        ...notificationPageFixture(0, { unreadCount: 1, total: 1 }),
        notifications: [notification],
      };
      const fetchSpy = renderBell(area, path, {
        [`GET ${LIST}`]: () => ({ body: page }),
        [`POST ${LIST}/${notification.id}/read`]: () => {
          page = { ...page, unreadCount: 0, notifications: [{ ...notification, isRead: true }] };
          return { status: 204, body: null };
        },
      });
      const list = await openBell(user, 'Notifications, 1 unread');
      await user.click(within(list).getByRole('button', { name: /^Unread: / }));
      expect(screen.getByTestId('location')).toHaveTextContent(target);
      await screen.findByRole('button', { name: 'Notifications' });
      expect(requestsTo(fetchSpy, 'POST', `${LIST}/${notification.id}/read`)).toHaveLength(1);
    },
  );

  it('opens a read one without marking it again', async () => {
    const user = userEvent.setup();
    const notification = notificationFixture({ isRead: true });
    const fetchSpy = renderBell('trader', '/dashboard', {
      [LIST]: { body: { ...notificationPageFixture(0, { total: 1 }), notifications: [notification] } },
    });
    const list = await openBell(user, 'Notifications');
    await user.click(within(list).getByRole('button', { name: /^Daily loss limit breached/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/accounts/${notification.link.accountId}`);
    expect(requestsTo(fetchSpy, 'POST', `${LIST}/${notification.id}/read`)).toHaveLength(0);
  });

  it('leaves the list as it was when marking read fails', async () => {
    const user = userEvent.setup();
    const notification = notificationFixture();
    const fetchSpy = renderBell('trader', '/dashboard', {
      [`GET ${LIST}`]: {
        body: { ...notificationPageFixture(0, { total: 1, unreadCount: 1 }), notifications: [notification] },
      },
      [`POST ${LIST}/${notification.id}/read`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' },
      },
    });
    const list = await openBell(user, 'Notifications, 1 unread');
    await user.click(within(list).getByRole('button', { name: /^Unread: Daily loss limit breached/ }));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, 'POST', `${LIST}/${notification.id}/read`)).toHaveLength(1),
    );
    const again = await openBell(user, 'Notifications, 1 unread');
    expect(
      within(again).getByRole('button', { name: /^Unread: Daily loss limit breached/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('deletes one: "Notification deleted", and it leaves the list', async () => {
    const user = userEvent.setup();
    let page = notificationPageFixture(2, { unreadCount: 2 });
    const [first] = page.notifications as [TNotification, TNotification];
    renderBell('trader', '/dashboard', {
      [`GET ${LIST}`]: () => ({ body: page }),
      [`DELETE ${LIST}/${first.id}`]: () => {
        page = { ...page, total: 1, unreadCount: 1, notifications: page.notifications.slice(1) };
        return { status: 204, body: null };
      },
    });
    const list = await openBell(user, 'Notifications, 2 unread');
    await user.click(within(list).getByRole('button', { name: 'Delete notification: Notification 1' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(screen.getByText('The notification has been removed')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('keeps the notification and says "Failed to delete notification" when deleting fails', async () => {
    const user = userEvent.setup();
    const page = notificationPageFixture(2, { unreadCount: 2 });
    renderBell('trader', '/dashboard', {
      [`GET ${LIST}`]: { body: page },
      [`DELETE ${LIST}/${page.notifications[0]!.id}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' },
      },
    });
    const list = await openBell(user, 'Notifications, 2 unread');
    await user.click(within(list).getByRole('button', { name: 'Delete notification: Notification 1' }));
    expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the list it had when reading it again fails, without a word', async () => {
    const user = userEvent.setup();
    let isDown = false;
    const fetchSpy = renderBell('trader', '/dashboard', {
      [LIST]: () =>
        isDown
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' } }
          : { body: notificationPageFixture(2, { unreadCount: 2 }) },
    });
    const list = await openBell(user, 'Notifications, 2 unread');
    isDown = true;
    // The stream's throttled reread, or any other, fails.
    await act(() => queryClient().invalidateQueries());
    expect(listQueries(fetchSpy)).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load your notifications.')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('says so, without a toast, when the first read fails', async () => {
    const user = userEvent.setup();
    renderBell('trader', '/dashboard', {
      [LIST]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not load your notifications.')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
