import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZNotificationStreamMessage } from '@propdesk/shared/contracts';
import { bearer, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { openTestStream } from '../../test/sse-client.ts';
import { Notification } from './notification.entity.ts';
import { useNotificationFirm } from '../../test/notification-firm.ts';

/** Reading, marking, deleting and streaming one's own notifications; preferences; bad input. */
describe.each(TEST_DRIVERS)('notification routes (%s)', (driver) => {
  const { handle, em, tokens, users, list, dispatch, emailOf, tradeIntoBreach } = useNotificationFirm(
    driver,
    'notify_routes',
  );

  beforeAll(async () => {
    // The trader's bell: an opened account, the allowance warnings and a breach.
    await tradeIntoBreach();
    // The neighbour's: a sign-in from another browser.
    await signInAs(handle.app(), { email: emailOf('neighbour'), userAgent: 'Neighbour Tablet' });
    await dispatch();
  });

  it('refuses preferences that are not six booleans', async () => {
    const response = await handle.app().inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: bearer(tokens.neighbour),
      payload: { mail: { trading_alerts: 'no' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('pages and filters, marks read one-way, marks all read, deletes, and never touches another person’s', async () => {
    const firstPage = await list('trader', 'area=trader&pageSize=2&page=1');
    const all = await list('trader', 'area=trader&pageSize=100');
    expect(firstPage.notifications).toEqual(all.notifications.slice(0, 2));
    expect(firstPage.total).toBe(all.total);
    const beyond = await list('trader', `area=trader&pageSize=2&page=${all.total}`);
    expect(beyond).toMatchObject({ notifications: [], total: all.total, unreadCount: all.unreadCount });

    const target = all.notifications[0];
    if (target === undefined) throw new Error('no notification to mark');
    const markRead = (key: keyof typeof tokens, id: string) =>
      handle
        .app()
        .inject({ method: 'POST', url: `/api/me/notifications/${id}/read`, headers: bearer(tokens[key]) });
    expect((await markRead('neighbour', target.id)).statusCode).toBe(404);
    expect((await markRead('trader', target.id)).statusCode).toBe(204);
    expect((await markRead('trader', target.id)).statusCode).toBe(204);
    const afterRead = await list('trader', 'area=trader&status=read');
    expect(afterRead.notifications.map((notification) => notification.id)).toEqual([target.id]);
    expect((await list('trader', 'area=trader')).unreadCount).toBe(all.unreadCount - 1);

    const remove = (key: keyof typeof tokens, id: string) =>
      handle
        .app()
        .inject({ method: 'DELETE', url: `/api/me/notifications/${id}`, headers: bearer(tokens[key]) });
    expect((await remove('neighbour', target.id)).statusCode).toBe(404);
    expect((await remove('trader', target.id)).statusCode).toBe(204);
    expect((await remove('trader', target.id)).statusCode).toBe(404);

    const readAll = await handle.app().inject({
      method: 'POST',
      url: '/api/me/notifications/read-all',
      headers: bearer(tokens.trader),
      payload: { area: 'trader' },
    });
    expect(readAll.json()).toEqual({ updated: all.unreadCount - 1 });
    expect(await list('trader', 'area=trader&status=unread')).toMatchObject({ total: 0, unreadCount: 0 });
    // The neighbour's notifications are untouched.
    expect((await list('neighbour', 'area=trader&status=unread')).total).toBeGreaterThan(0);
  });

  it('refuses bad input (400) and anonymous callers (401)', async () => {
    const app = handle.app();
    const badArea = await app.inject({
      method: 'GET',
      url: '/api/me/notifications?area=moon',
      headers: bearer(tokens.trader),
    });
    expect(badArea.statusCode).toBe(400);
    const badSize = await app.inject({
      method: 'GET',
      url: '/api/me/notifications?area=trader&pageSize=500',
      headers: bearer(tokens.trader),
    });
    expect(badSize.statusCode).toBe(400);
    const badId = await app.inject({
      method: 'POST',
      url: '/api/me/notifications/42/read',
      headers: bearer(tokens.trader),
    });
    expect(badId.statusCode).toBe(400);
    const notStream = await app.inject({
      method: 'GET',
      url: '/api/me/notifications/stream',
      headers: bearer(tokens.trader),
    });
    expect(notStream.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications?area=trader' })).statusCode).toBe(
      401,
    );
    expect(await em().count(Notification, { recipient: users.agent.id, type: 'breach' })).toBe(0);
  });

  it('streams a new notification to its reader’s open tab in the language asked for, and to nobody else', async () => {
    const address = await handle.app().listen({ port: 0, host: '127.0.0.1' });
    const parse = (data: unknown) => ZNotificationStreamMessage.parse(data);
    const own = await openTestStream(
      `${address}/api/me/notifications/stream?language=es`,
      bearer(tokens.owner),
      parse,
    );
    const other = await openTestStream(
      `${address}/api/me/notifications/stream`,
      bearer(tokens.otherOwner),
      parse,
    );
    try {
      expect(own.status).toBe(200);
      await signInAs(handle.app(), {
        email: emailOf('owner'),
        userAgent: 'Staff Laptop',
        portal: 'organization',
      });
      await dispatch();
      await own.waitFor(1);
      expect(own.messages[0]?.notification).toMatchObject({
        type: 'new_device_sign_in',
        area: 'organization',
        title: 'Nuevo inicio de sesión en tu cuenta',
        isRead: false,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(other.messages).toEqual([]);
    } finally {
      own.close();
      other.close();
    }
  });
});
