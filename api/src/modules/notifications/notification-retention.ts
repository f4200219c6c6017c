import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { DomainEvent } from '../events/index.ts';
import { Notification } from './notification.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOTIFICATION_RETENTION = {
  /** Read notifications go after this; unread ones stay until read or deleted. */
  readNotificationsMs: 90 * DAY_MS,
  /** Dispatched events (and their receipts) go after this; undispatched and parked ones stay. */
  dispatchedEventsMs: 30 * DAY_MS,
  purgeEveryMs: 60 * 60 * 1000,
} as const;

export type TNotificationPurgeResult = { notifications: number; events: number };

/**
 * Deletes read notifications and dispatched events past their retention. An event's receipts go with it
 * (cascade); an event not yet dispatched or parked as a dead letter stays for diagnosis. Idempotent:
 * several api instances may run it at once.
 */
export async function purgeOldNotifications({
  em,
  now = new Date(),
}: {
  em: EntityManager;
  now?: Date;
}): Promise<TNotificationPurgeResult> {
  const notifications = await em.nativeDelete(Notification, {
    readAt: { $ne: null, $lt: new Date(now.getTime() - NOTIFICATION_RETENTION.readNotificationsMs) },
  });
  const events = await em.nativeDelete(DomainEvent, {
    dispatchedAt: { $ne: null, $lt: new Date(now.getTime() - NOTIFICATION_RETENTION.dispatchedEventsMs) },
  });
  return { notifications, events };
}

export function scheduleNotificationPurge(app: FastifyInstance, orm: MikroORM): void {
  scheduleRepeatingJob(app, {
    name: 'notification purge',
    everyMs: NOTIFICATION_RETENTION.purgeEveryMs,
    run: async () => {
      const purged = await purgeOldNotifications({ em: orm.em.fork() });
      app.log.info(purged, 'notification purge');
    },
  });
}
