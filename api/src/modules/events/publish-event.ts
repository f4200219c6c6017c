import type { EntityManager } from '@mikro-orm/core';
import { DomainEvent } from './domain-event.entity.ts';

/** An event as a consumer receives it. */
export type TPublishedEvent = {
  readonly id: string;
  readonly type: string;
  readonly payload: Record<string, unknown>;
  readonly occurredAt: Date;
};

let lastPublishedAt = 0;

/**
 * The events of one process in the order they were published, even within one millisecond (several
 * effects of one evaluation): notifications are listed by it.
 */
function nextPublishedAt(): Date {
  lastPublishedAt = Math.max(Date.now(), lastPublishedAt + 1);
  return new Date(lastPublishedAt);
}

/**
 * Queues an event in the caller's unit of work: it is written by the caller's next flush, in the same
 * transaction as the change it tells about. Nothing is sent here; the dispatcher does that after commit.
 */
export function publishEvent(
  em: EntityManager,
  { type, payload }: { type: string; payload: Record<string, unknown> },
): void {
  // The system's time, not the rules engine's: the development test clock moves account time only.
  em.create(DomainEvent, {
    type,
    payload,
    createdAt: nextPublishedAt(),
    // Due now; the order within a millisecond is kept by createdAt, a few milliseconds ahead at most.
    availableAt: new Date(),
    attempts: 0,
    dispatchedAt: null,
    failedAt: null,
    lastError: null,
  });
}
