import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import type { TNotificationPage } from '../../contracts/index.ts';
import { notificationFixture, notificationPageFixture } from '../../testing/notification-fixture.ts';
import {
  addArrivedNotification,
  markAllReadInCache,
  markReadInCache,
  removeFromCache,
  restoreNotificationCache,
} from './notifications-cache.ts';
import { notificationKeys, type TNotificationListParams } from './query-keys.ts';

const USER = 'user-1';
const ORGANIZATION = '66666666-6666-4666-8666-666666666666';

function params(overrides: Partial<TNotificationListParams> = {}): TNotificationListParams {
  return {
    area: 'trader',
    organizationId: null,
    status: 'all',
    type: null,
    page: 1,
    pageSize: 10,
    language: 'en',
    ...overrides,
  };
}

function cacheWith(...lists: [TNotificationListParams, TNotificationPage][]) {
  const queryClient = new QueryClient();
  for (const [listParams, page] of lists)
    queryClient.setQueryData(notificationKeys.list(USER, listParams), page);
  const read = (listParams: TNotificationListParams) =>
    queryClient.getQueryData<TNotificationPage>(notificationKeys.list(USER, listParams))!;
  return { queryClient, read };
}

const arrived = notificationFixture({ id: '77777777-7777-4777-8777-000000000001', title: 'Arrived' });

describe('addArrivedNotification', () => {
  it('puts it first on a first page of its area, one more in total and unread', () => {
    const bell = params();
    const { queryClient, read } = cacheWith([
      bell,
      notificationPageFixture(10, { total: 12, unreadCount: 3 }),
    ]);
    addArrivedNotification(queryClient, USER, arrived, 'en');
    expect(read(bell).notifications).toHaveLength(10);
    expect(read(bell).notifications[0]!.title).toBe('Arrived');
    expect(read(bell)).toMatchObject({ total: 13, unreadCount: 4 });
  });

  it('counts it on a later page or a filtered list without listing it there', () => {
    const second = params({ page: 2 });
    const readOnly = params({ status: 'read' });
    const payouts = params({ type: 'payout_processed' });
    const { queryClient, read } = cacheWith(
      [second, notificationPageFixture(2, { total: 12, unreadCount: 3, page: 2 })],
      [readOnly, notificationPageFixture(1, { total: 1, unreadCount: 3 })],
      [payouts, notificationPageFixture(0, { unreadCount: 3 })],
    );
    addArrivedNotification(queryClient, USER, arrived, 'en');
    expect(read(second)).toMatchObject({ total: 13, unreadCount: 4 });
    expect(read(second).notifications.map((listed) => listed.title)).not.toContain('Arrived');
    expect(read(readOnly)).toMatchObject({ total: 1, unreadCount: 4 });
    expect(read(payouts)).toMatchObject({ total: 0, unreadCount: 4, notifications: [] });
  });

  it('leaves other areas, other organizations and other languages alone', () => {
    const admin = params({ area: 'admin' });
    const otherFirm = params({ area: 'organization', organizationId: ORGANIZATION });
    const spanish = params({ language: 'es' });
    const page = notificationPageFixture(1, { unreadCount: 1 });
    const { queryClient, read } = cacheWith([admin, page], [otherFirm, page], [spanish, page]);
    addArrivedNotification(queryClient, USER, arrived, 'en');
    addArrivedNotification(
      queryClient,
      USER,
      { ...arrived, area: 'organization', organizationId: '88888888-8888-4888-8888-888888888888' },
      'en',
    );
    expect(read(admin)).toBe(page);
    expect(read(otherFirm)).toBe(page);
    expect(read(spanish)).toBe(page);
  });

  it('counts a notification the list already holds only once', () => {
    const bell = params();
    const { queryClient, read } = cacheWith([bell, notificationPageFixture(1, { unreadCount: 1 })]);
    addArrivedNotification(queryClient, USER, arrived, 'en');
    addArrivedNotification(queryClient, USER, arrived, 'en');
    expect(read(bell)).toMatchObject({ total: 2, unreadCount: 2 });
    expect(read(bell).notifications).toHaveLength(2);
  });
});

describe('read, delete and mark all in the cache', () => {
  it('marks one read everywhere in its area, and puts it all back from the snapshot', () => {
    const bell = params();
    const page = params({ pageSize: 20, status: 'unread' });
    const start = notificationPageFixture(3, { unreadCount: 3 });
    const { queryClient, read } = cacheWith([bell, start], [page, start]);
    const target = start.notifications[1]!;
    const snapshot = markReadInCache(queryClient, USER, target);
    for (const list of [bell, page]) {
      expect(read(list).unreadCount).toBe(2);
      expect(read(list).notifications.map((listed) => listed.isRead)).toEqual([false, true, false]);
    }
    restoreNotificationCache(queryClient, snapshot);
    expect(read(bell)).toEqual(start);
    expect(read(page)).toEqual(start);
  });

  it('takes a deleted one out, one fewer in total and, when unread, unread', () => {
    const bell = params();
    const { queryClient, read } = cacheWith([bell, notificationPageFixture(3, { unreadCount: 3 })]);
    removeFromCache(queryClient, USER, read(bell).notifications[0]!);
    expect(read(bell)).toMatchObject({ total: 2, unreadCount: 2 });
    expect(read(bell).notifications.map((listed) => listed.title)).toEqual([
      'Notification 2',
      'Notification 3',
    ]);
  });

  it('marks all of one organization read, not another’s', () => {
    const mine = params({ area: 'organization', organizationId: ORGANIZATION });
    const theirs = params({ area: 'organization', organizationId: '88888888-8888-4888-8888-888888888888' });
    const start = notificationPageFixture(2, { unreadCount: 2 });
    const { queryClient, read } = cacheWith([mine, start], [theirs, start]);
    markAllReadInCache(queryClient, USER, { area: 'organization', organizationId: ORGANIZATION });
    expect(read(mine).unreadCount).toBe(0);
    expect(read(mine).notifications.every((listed) => listed.isRead)).toBe(true);
    expect(read(theirs)).toBe(start);
  });
});
