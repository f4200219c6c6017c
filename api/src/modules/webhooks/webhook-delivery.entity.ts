import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { WebhookEndpoint } from './webhook-endpoint.entity.ts';

/**
 * One event for one endpoint: the body is frozen when the event is handed over, so every attempt (and a
 * replay) sends the same bytes. At most one per endpoint and event, whatever the dispatcher retries.
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  uniques: [{ properties: ['endpoint', 'eventId'] }],
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    ...baseProperties(),
    endpoint: () => p.manyToOne(WebhookEndpoint).deleteRule('cascade').index(),
    eventId: p.string().length(36),
    eventType: p.string().length(40),
    body: p.text(),
    /** 'pending', 'delivered' or 'failed' (WEBHOOK_DELIVERY_STATUSES). */
    status: p.string().length(10).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    lastStatusCode: p.integer().nullable(),
    lastError: p.string().length(300).nullable(),
    lastDurationMs: p.integer().nullable(),
    deliveredAt: p.datetime().nullable(),
  },
});
export type TWebhookDeliveryRow = InferEntity<typeof WebhookDelivery>;
