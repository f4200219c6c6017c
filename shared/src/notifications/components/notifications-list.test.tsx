import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import type { TNotificationPage } from '../../contracts/index.ts';
import { useLocation } from '@propdesk/shared/router';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import {
  notificationFixture,
  notificationPageFixture,
  renderWithProviders,
  requestsTo,
  sessionFixture,
  stubFetch,
  type StubbedAnswer,
  type StubbedHandler,
} from '@propdesk/shared/testing';
import { NotificationsList } from './notifications-list.tsx';

const LIST = '/api/me/notifications';
const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderList(
  area: 'trader' | 'organization' | 'admin',
  routes: Record<string, StubbedAnswer | StubbedHandler>,
) {
  const fetchSpy = stubFetch(routes);
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <Notifications />
      <NotificationsList area={area} />
      <Location />
    </ApiProvider>,
    { path: '/notifications' },
  );
  return fetchSpy;
}

/** The query strings of the list's requests, in order, as plain objects. */
function listQueries(fetchSpy: ReturnType<typeof stubFetch>) {
  return requestsTo(fetchSpy, 'GET', LIST).map((request) =>
    Object.fromEntries(new URL(request.url).searchParams),
  );
}

describe('NotificationsList', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => notifications.clean());
    act(() => sessionStore.getState().clearSession());
  });

  it('asks for the first page of all the area’s notifications, 20 at a time, in the reader’s language', async () => {
    const fetchSpy = renderList('trader', {
      [LIST]: { body: notificationPageFixture(3, { unreadCount: 2 }) },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(listQueries(fetchSpy)).toEqual([
      { area: 'trader', status: 'all', page: '1', pageSize: '20', language: 'en' },
    ]);
  });

  it('filters by read state and type, back on the first page', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderList('admin', {
      [LIST]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { body: notificationPageFixture(20, { total: 45, page, pageSize: 20 }) };
      },
    });
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries(fetchSpy).at(-1)).toMatchObject({ page: '2' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(listQueries(fetchSpy).at(-1)).toMatchObject({ status: 'unread', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Payout processed');
    await waitFor(() =>
      expect(listQueries(fetchSpy).at(-1)).toEqual({
        area: 'admin',
        status: 'unread',
        type: 'payout_processed',
        page: '1',
        pageSize: '20',
        language: 'en',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await user.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(listQueries(fetchSpy).at(-1)).toMatchObject({ status: 'read' }));
    expect(listQueries(fetchSpy).at(-1)).not.toHaveProperty('type');
  });

  it('shows the current organization’s in the organization area', async () => {
    const fetchSpy = renderList('organization', {
      '/api/me/organizations': {
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
      },
      [LIST]: { body: notificationPageFixture(1) },
    });
    await screen.findByRole('list', { name: 'Notifications' });
    expect(listQueries(fetchSpy)).toEqual([
      {
        area: 'organization',
        organizationId: ORGANIZATION_ID,
        status: 'all',
        page: '1',
        pageSize: '20',
        language: 'en',
      },
    ]);
  });

  it('marks all as read for the area', async () => {
    const user = userEvent.setup();
    let page: TNotificationPage = notificationPageFixture(2, { unreadCount: 2 });
    let sent: unknown = null;
    renderList('trader', {
      [`GET ${LIST}`]: () => ({ body: page }),
      [`POST ${LIST}/read-all`]: async (request) => {
        sent = await request.json();
        page = {
          ...page,
          unreadCount: 0,
          notifications: page.notifications.map((listed) => ({ ...listed, isRead: true })),
        };
        return { body: { updated: 2 } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('button', { name: /^Unread: / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(within(list).queryAllByRole('button', { name: /^Unread: / })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(sent).toEqual({ area: 'trader' });
  });

  it('opens a notification where it points in the area', async () => {
    const user = userEvent.setup();
    const payout = notificationFixture({
      type: 'payout_processed',
      title: 'Payout sent',
      isRead: true,
      link: { page: 'payouts', accountId: null },
    });
    renderList('trader', {
      [LIST]: { body: { ...notificationPageFixture(0, { total: 1 }), notifications: [payout] } },
    });
    await user.click(await screen.findByRole('button', { name: /^Payout sent/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payouts');
  });

  it('names the type of each notification in the reader’s language', async () => {
    renderList('trader', { [LIST]: { body: notificationPageFixture(1) } });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Rule breach')).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and when there is nothing at all', async () => {
    const user = userEvent.setup();
    renderList('trader', { [LIST]: { body: notificationPageFixture(0) } });
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Read' }));
    expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
  });

  it('says when the list cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderList('trader', {
      [LIST]: () =>
        isDown
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' } }
          : { body: notificationPageFixture(1) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your notifications.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderList('trader', { [LIST]: () => new Promise<StubbedAnswer>(() => undefined) });
    expect(screen.getByTestId('notifications-loading')).toHaveAttribute('aria-busy', 'true');
  });
});
