import type { EntityManager } from '@mikro-orm/core';
import type { TNotificationType } from '@propdesk/shared/contracts';
import { publishEvent } from '../events/index.ts';
import { NOTIFICATION_DEFINITIONS, type TNotificationPayloads } from './types/index.ts';

/**
 * Queues the event behind a notification in the caller's unit of work (written by its next flush, in the
 * same transaction as the change). The payload is checked here against its type's schema, so a mistake
 * fails the change that made it rather than a dispatch later.
 */
export function publishNotification<TType extends TNotificationType>(
  em: EntityManager,
  type: TType,
  payload: TNotificationPayloads[TType],
): void {
  const definition = NOTIFICATION_DEFINITIONS[type];
  publishEvent(em, { type, payload: definition.payload.parse(payload) as Record<string, unknown> });
}
