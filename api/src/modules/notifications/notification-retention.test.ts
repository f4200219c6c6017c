import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createTestAccount } from '../../test/auth-fixtures.ts';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { DomainEvent } from '../events/index.ts';
import { Notification } from './notification.entity.ts';
import { NOTIFICATION_RETENTION, purgeOldNotifications } from './notification-retention.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('notification retention (%s)', (driver) => {
  it('purges read notifications after 90 days and dispatched events after 30, and keeps the rest', async () => {
    const database = await createTestDatabase(driver, 'notification_retention');
    try {
      const em = database.orm.em.fork();
      const now = new Date('2026-11-27T12:00:00Z');
      const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
      const recipient = await createTestAccount(em, { email: 'retention@example.com' });
      const notification = (label: string, readAt: Date | null, createdAt: Date) =>
        em.create(Notification, {
          recipient,
          area: 'trader',
          organization: null,
          type: 'new_device_sign_in',
          category: 'security',
          payload: { label },
          eventId: randomUUID(),
          readAt,
          createdAt,
        });
      notification('read long ago', ago(91), ago(120));
      notification('read lately', ago(89), ago(120));
      notification('never read', null, ago(400));
      const event = (label: string, dispatchedAt: Date | null) =>
        em.create(DomainEvent, {
          type: 'new_device_sign_in',
          payload: { label },
          availableAt: ago(60),
          attempts: 1,
          dispatchedAt,
          failedAt: dispatchedAt === null ? ago(59) : null,
          lastError: null,
        });
      event('dispatched long ago', ago(31));
      event('dispatched lately', ago(29));
      event('parked', null);
      await em.flush();

      expect(NOTIFICATION_RETENTION.readNotificationsMs).toBe(90 * DAY_MS);
      expect(await purgeOldNotifications({ em: database.orm.em.fork(), now })).toEqual({
        notifications: 1,
        events: 1,
      });

      const left = await database.orm.em.fork().find(Notification, {});
      expect(left.map((row) => row.payload['label']).sort()).toEqual(['never read', 'read lately']);
      const events = await database.orm.em.fork().find(DomainEvent, {});
      expect(events.map((row) => row.payload['label']).sort()).toEqual(['dispatched lately', 'parked']);
    } finally {
      await database.dispose();
    }
  });
});
