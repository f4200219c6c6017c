import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';

export const DOMAIN_EVENT_TYPE_MAX_LENGTH = 64;
export const DOMAIN_EVENT_ERROR_MAX_LENGTH = 1000;

/**
 * The transactional outbox: a change and the event that tells about it are written in one transaction,
 * so they commit or roll back together. The dispatcher (event-dispatcher.ts) claims pending rows, hands
 * them to the consumers and sets `dispatchedAt`.
 *
 * `availableAt` is both the lease and the backoff: claiming an event moves it a lease into the future, so
 * an instance that dies mid-dispatch leaves it to another once the lease runs out; a failed attempt moves
 * it further. After MAX_DISPATCH_ATTEMPTS failures `failedAt` parks it (a dead letter kept for diagnosis).
 */
export const DomainEvent = defineEntity({
  name: 'DomainEvent',
  tableName: 'domain_events',
  properties: {
    ...baseProperties(),
    type: p.string().length(DOMAIN_EVENT_TYPE_MAX_LENGTH),
    payload: p.json<Record<string, unknown>>(),
    availableAt: p.datetime(),
    attempts: p.integer().default(0),
    dispatchedAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    lastError: p.string().length(DOMAIN_EVENT_ERROR_MAX_LENGTH).nullable(),
  },
  // The claim reads pending rows by availability; the purge reads dispatched rows by age.
  indexes: [{ properties: ['dispatchedAt', 'availableAt'] }],
});

export type TDomainEvent = InferEntity<typeof DomainEvent>;
