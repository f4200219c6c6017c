import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  notificationTarget,
  type TLanguage,
  type TMailPreferenceCategory,
} from '@propdesk/shared/contracts';
import { insertRowsSkippingConflicts, jsonOf, placeholders, queryRows } from '../../db/bulk-sql.ts';
import type { TEventConsumer } from '../events/index.ts';
import type { TMailService } from '../mail/index.ts';
import { isMailWanted } from './notification-preferences.ts';
import type { TNotificationPush, TPushedNotification } from './notification-push.ts';
import { notifiableEvents, resolveDeliveries } from './notification-recipients.ts';

const NOTIFICATION_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'created_at', type: 'datetime' },
  { name: 'updated_at', type: 'datetime' },
  { name: 'recipient_id', type: 'uuid' },
  { name: 'area', type: 'text' },
  { name: 'organization_id', type: 'uuid' },
  { name: 'type', type: 'text' },
  { name: 'category', type: 'text' },
  { name: 'payload', type: 'json' },
  { name: 'event_id', type: 'uuid' },
] as const;

/**
 * Writes one notification per event and recipient (a second dispatch of the same event writes none: the
 * unique pair), then, once committed, pushes those written to their readers' open streams.
 */
export function createNotificationRecordsConsumer(push: TNotificationPush): TEventConsumer {
  return {
    name: 'notifications',
    handle: async (tx, events) => {
      const deliveries = await resolveDeliveries(tx, notifiableEvents(events));
      const now = new Date();
      const planned = deliveries.map((delivery) => ({
        id: randomUUID(),
        recipientId: delivery.userId,
        type: delivery.event.type,
        category: delivery.definition.category,
        area: delivery.area,
        organizationId: delivery.definition.organizationId(delivery.payload),
        payload: delivery.payload,
        createdAt: delivery.event.occurredAt.getTime(),
        eventId: delivery.event.id,
      }));
      const written = await insertRowsSkippingConflicts<{ id: string }>(tx, {
        table: 'notifications',
        columns: NOTIFICATION_COLUMNS,
        rows: planned.map((row) => [
          row.id,
          new Date(row.createdAt),
          now,
          row.recipientId,
          row.area,
          row.organizationId,
          row.type,
          row.category,
          JSON.stringify(row.payload),
          row.eventId,
        ]),
        conflictKey: ['event_id', 'recipient_id'],
        returning: ['id'],
      });
      const writtenIds = new Set(written.map((row) => row.id));
      const pushed: TPushedNotification[] = planned
        .filter((row) => writtenIds.has(row.id))
        .map(({ eventId: _eventId, ...row }) => row);
      return () => push.publish(pushed);
    },
  };
}

type TPersonRow = {
  user_id: string;
  email: string;
  first_name: string | null;
  language: TLanguage | null;
  mail_preferences: unknown;
};

/**
 * Mails each recipient who wants mails of the notification's category (security notices always), in
 * their language. The mails are written to the mail outbox in this consumer's transaction and handed to
 * the transport once it committed, so a retried event mails nobody twice.
 */
export function createNotificationMailConsumer(mail: TMailService): TEventConsumer {
  return {
    name: 'notification-mails',
    handle: async (tx, events) => {
      const deliveries = await resolveDeliveries(tx, notifiableEvents(events));
      const userIds = [...new Set(deliveries.map((delivery) => delivery.userId))];
      if (userIds.length === 0) return;
      const people = await queryRows<TPersonRow>(
        tx,
        'select u.id as user_id, u.email, p.first_name, p.language, p.mail_preferences ' +
          `from users u left join profiles p on p.user_id = u.id where u.id in (${placeholders(userIds.length)})`,
        userIds,
      );
      const personById = new Map(people.map((person) => [person.user_id, person]));
      const starts: (() => void)[] = [];
      for (const { definition, payload, userId, area } of deliveries) {
        const person = personById.get(userId);
        const preferences =
          person?.mail_preferences === null || person?.mail_preferences === undefined
            ? null
            : jsonOf<Partial<Record<TMailPreferenceCategory, boolean>>>(person.mail_preferences);
        if (person === undefined || !isMailWanted(definition.category, preferences)) continue;
        const language = person.language ?? DEFAULT_LANGUAGE;
        const recipient = { productName: mail.productName, firstName: person.first_name ?? '' };
        const texts = definition.texts[language](payload);
        const template = definition.mail?.(payload, recipient) ?? {
          purpose: 'notification' as const,
          ...recipient,
          ...texts,
          ...(definition.mailDetails === undefined
            ? {}
            : { details: definition.mailDetails[language](payload) }),
          link: `${mail.publicAppUrl}${notificationTarget({ link: definition.link(payload) }, area)}`,
          canUnsubscribe: definition.category !== 'security',
        };
        starts.push(mail.queue({ em: tx, to: person.email, language, template }));
      }
      return () => starts.forEach((start) => start());
    },
  };
}
