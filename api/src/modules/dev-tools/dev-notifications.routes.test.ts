import { describe, expect, it } from '@jest/globals';
import { ZNotificationPage } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe.each(TEST_DRIVERS)('development sample notifications (%s)', (driver) => {
  const handle = useTestApp(driver, 'dev_notifications');

  it('publishes the caller’s samples through the outbox, refuses bad counts and anonymous callers', async () => {
    const app = handle.app();
    await createTestAccount(handle.database().orm.em.fork(), { email: 'samples@example.com' });
    const { accessToken } = await signInAs(app, { email: 'samples@example.com' });
    const published = await app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      headers: bearer(accessToken),
      payload: { count: 100 },
    });
    expect(published.json()).toEqual({ published: 100 });
    await app.events.dispatchPending();
    const page = await app.inject({
      method: 'GET',
      url: '/api/me/notifications?area=trader&language=en',
      headers: bearer(accessToken),
    });
    expect(ZNotificationPage.parse(page.json())).toMatchObject({ total: 100, unreadCount: 100 });

    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      headers: bearer(accessToken),
      payload: { count: 201 },
    });
    expect(tooMany.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      payload: { count: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('development sample notifications in production', () => {
  it('are not registered: the path answers the ordinary 404', async () => {
    const database = await createTestDatabase('sqlite', 'dev_notifications_production');
    try {
      const app = await buildTestApp({ orm: database.orm, config: { nodeEnv: 'production' } });
      const response = await app.inject({
        method: 'POST',
        url: '/api/dev/notifications',
        payload: { count: 1 },
      });
      await app.close();
      expect(response.statusCode).toBe(404);
    } finally {
      await database.dispose();
    }
  });
});
