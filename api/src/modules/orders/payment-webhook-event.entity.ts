import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';

/**
 * Every provider event processed, by the provider's event id: a delivery repeated by the provider (they
 * retry until they see a 2xx) finds its row and changes nothing.
 */
export const PaymentWebhookEvent = defineEntity({
  name: 'PaymentWebhookEvent',
  tableName: 'payment_webhook_events',
  uniques: [{ properties: ['provider', 'eventId'] }],
  properties: {
    ...baseProperties(),
    provider: p.string().length(40),
    eventId: p.string().length(120),
    type: p.string().length(60),
    providerReference: p.string().length(120),
  },
});

export type TPaymentWebhookEvent = InferEntity<typeof PaymentWebhookEvent>;
