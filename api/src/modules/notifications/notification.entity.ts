import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { NOTIFICATION_AREAS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';

export const NOTIFICATION_TYPE_MAX_LENGTH = 64;

/**
 * One notification for one person. It keeps its event's payload, not texts: the title, message
 * and link are written from the payload by the type's definition when it is read, in the reader's
 * language. `createdAt` is when the event happened. Written only by the notification consumer, once per
 * event and recipient (the unique pair), so an event dispatched twice shows once.
 */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    ...baseProperties(),
    recipient: () => p.manyToOne(User).deleteRule('cascade'),
    area: p.enum(NOTIFICATION_AREAS),
    // The firm it concerns; the organization area lists one firm's at a time.
    organization: () => p.manyToOne(Organization).nullable().deleteRule('cascade'),
    // Text, not an enum: a type added later needs no migration of this column.
    type: p.string().length(NOTIFICATION_TYPE_MAX_LENGTH),
    category: p.string().length(32),
    payload: p.json<Record<string, unknown>>(),
    // The outbox row it came from; not a foreign key, since events are purged long before notifications.
    eventId: p.uuid(),
    readAt: p.datetime().nullable(),
  },
  // The bell and the page read one person's notifications of one area, newest first.
  indexes: [{ properties: ['recipient', 'area', 'createdAt'] }],
  uniques: [{ properties: ['eventId', 'recipient'] }],
});

export type TNotification = InferEntity<typeof Notification>;
