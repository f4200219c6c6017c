import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { DomainEvent } from './domain-event.entity.ts';

export const EVENT_CONSUMER_NAME_MAX_LENGTH = 40;

/**
 * That one consumer has handled one event: written in the consumer's own transaction, with what it did.
 * Delivery is at least once (an event may be claimed again after a crash); the unique pair makes the
 * second handling a no-op, so nobody sees a notification or a mail twice.
 */
export const EventReceipt = defineEntity({
  name: 'EventReceipt',
  tableName: 'event_receipts',
  properties: {
    ...baseProperties(),
    event: () => p.manyToOne(DomainEvent).deleteRule('cascade'),
    consumer: p.string().length(EVENT_CONSUMER_NAME_MAX_LENGTH),
  },
  uniques: [{ properties: ['event', 'consumer'] }],
});

export type TEventReceipt = InferEntity<typeof EventReceipt>;
