import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  epochMsOf,
  insertRowsSkippingConflicts,
  isPostgreSql,
  jsonOf,
  placeholders,
  queryRows,
} from '../../db/bulk-sql.ts';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { DOMAIN_EVENT_ERROR_MAX_LENGTH } from './domain-event.entity.ts';
import type { TPublishedEvent } from './publish-event.ts';

/**
 * One thing done with every event: notification records, mails, later webhooks. `handle` runs in a
 * transaction together with the consumer's receipts, and receives only the events it has not handled yet,
 * so it may be given the same event twice and act once. What must wait for the commit (a live push) it
 * returns as a function; that runs once the transaction committed and is not retried.
 */
export type TEventConsumer = {
  /** Stored in every receipt: renaming a consumer would hand it every undispatched event again. */
  readonly name: string;
  handle(tx: EntityManager, events: readonly TPublishedEvent[]): Promise<(() => void) | void>;
};

export const EVENT_DISPATCH = {
  /** Events claimed in one go: each consumer handles them in one transaction. */
  batchSize: 250,
  /** How long a claimed event stays with its claimer; past it another instance may take it over. */
  leaseMs: 10_000,
  /** How often a serving instance looks for new events. */
  pollEveryMs: 100,
  /** Failed attempts before an event is parked as a dead letter. */
  maxAttempts: 8,
  /** The wait after a failed attempt doubles from this, up to `maxBackoffMs`. */
  backoffBaseMs: 2_000,
  maxBackoffMs: 10 * 60_000,
} as const;

export type TEventDispatcher = {
  /** Claims one batch of due events and hands it to every consumer; answers how many were claimed. */
  dispatchBatch(): Promise<number>;
  /** Dispatches batches until none is due (tests and the dispatcher's own schedule). */
  dispatchPending(): Promise<number>;
};

/** A claimed event and how many times it has been claimed, this time included. */
type TClaimedEvent = TPublishedEvent & { readonly attempts: number };

type TClaimedRow = { id: string; type: string; payload: unknown; created_at: unknown; attempts: unknown };

function backoffMs(attempts: number): number {
  return Math.min(EVENT_DISPATCH.maxBackoffMs, EVENT_DISPATCH.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

function describeFailure(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, DOMAIN_EVENT_ERROR_MAX_LENGTH);
}

/**
 * Takes due events and leases them to this instance in one statement. On PostgreSQL the rows another
 * instance is claiming at the same moment are skipped, not waited for, so instances share the work; SQLite
 * has one writer at a time, which makes every claim exclusive anyway.
 */
async function claimDueEvents(em: EntityManager, now: Date, limit: number): Promise<TClaimedEvent[]> {
  const lock = isPostgreSql(em) ? ' for update skip locked' : '';
  const rows = await queryRows<TClaimedRow>(
    em,
    'update domain_events set available_at = ?, attempts = attempts + 1 where id in (' +
      'select id from domain_events where dispatched_at is null and failed_at is null and available_at <= ? ' +
      `order by available_at, id limit ?${lock}) returning id, type, payload, created_at, attempts`,
    [new Date(now.getTime() + EVENT_DISPATCH.leaseMs), now, limit],
  );
  return rows
    .map((row) => ({
      id: row.id,
      type: row.type,
      payload: jsonOf<Record<string, unknown>>(row.payload),
      occurredAt: new Date(epochMsOf(row.created_at) ?? 0),
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id.localeCompare(b.id));
}

/** Writes the consumer's receipts and answers the events it had not handled before. */
async function takeUnhandled(
  tx: EntityManager,
  consumer: string,
  events: readonly TPublishedEvent[],
): Promise<TPublishedEvent[]> {
  const now = new Date();
  const written = await insertRowsSkippingConflicts<{ event_id: string }>(tx, {
    table: 'event_receipts',
    columns: [
      { name: 'id', type: 'uuid' },
      { name: 'created_at', type: 'datetime' },
      { name: 'updated_at', type: 'datetime' },
      { name: 'event_id', type: 'uuid' },
      { name: 'consumer', type: 'text' },
    ],
    rows: events.map((event) => [randomUUID(), now, now, event.id, consumer]),
    conflictKey: ['event_id', 'consumer'],
    returning: ['event_id'],
  });
  const fresh = new Set(written.map((row) => row.event_id));
  return events.filter((event) => fresh.has(event.id));
}

/**
 * The outbox's dispatcher. Every serving instance runs one: it claims due events, hands each batch to the
 * consumers in order and marks the batch dispatched. Delivery is at least once: an instance that dies
 * after a consumer committed but before the batch was marked leaves the events to be claimed again when
 * the lease runs out, and the receipts make the consumers skip what they already did.
 *
 * A batch a consumer cannot handle is retried event by event, so one bad event (a payload that no longer
 * parses) does not hold the others back; it is retried with a growing wait and parked after
 * EVENT_DISPATCH.maxAttempts.
 */
export function createEventDispatcher({
  orm,
  consumers,
  log,
  batchSize = EVENT_DISPATCH.batchSize,
}: {
  orm: MikroORM;
  consumers: readonly TEventConsumer[];
  log?: FastifyBaseLogger;
  batchSize?: number;
}): TEventDispatcher {
  const runConsumer = async (consumer: TEventConsumer, events: readonly TPublishedEvent[]) => {
    const afterCommit = await orm.em.fork().transactional(async (tx) => {
      const unhandled = await takeUnhandled(tx, consumer.name, events);
      return unhandled.length === 0 ? undefined : consumer.handle(tx, unhandled);
    });
    if (typeof afterCommit !== 'function') return;
    try {
      afterCommit();
    } catch (error) {
      log?.warn({ err: error, consumer: consumer.name }, 'event consumer follow-up failed');
    }
  };

  const dispatchBatch = async () => {
    const em = orm.em.fork();
    const events = await claimDueEvents(em, new Date(), batchSize);
    if (events.length === 0) return 0;
    const failures = new Map<string, string>();
    for (const consumer of consumers) {
      const due = events.filter((event) => !failures.has(event.id));
      try {
        await runConsumer(consumer, due);
      } catch {
        // Isolate the event that fails from the ones that would pass.
        for (const event of due) {
          try {
            await runConsumer(consumer, [event]);
          } catch (error) {
            failures.set(event.id, `${consumer.name}: ${describeFailure(error)}`);
          }
        }
      }
    }
    const now = new Date();
    const done = events.filter((event) => !failures.has(event.id)).map((event) => event.id);
    if (done.length > 0) {
      await queryRows(
        em,
        `update domain_events set dispatched_at = ?, last_error = null where id in (${placeholders(done.length)})`,
        [now, ...done],
      );
    }
    for (const event of events) {
      const failure = failures.get(event.id);
      if (failure === undefined) continue;
      const isParked = event.attempts >= EVENT_DISPATCH.maxAttempts;
      log?.[isParked ? 'error' : 'warn'](
        { eventId: event.id, type: event.type, attempts: event.attempts, failure },
        'event dispatch failed',
      );
      await queryRows(
        em,
        'update domain_events set last_error = ?, available_at = ?, failed_at = ? where id = ?',
        [failure, new Date(now.getTime() + backoffMs(event.attempts)), isParked ? now : null, event.id],
      );
    }
    return events.length;
  };

  return {
    dispatchBatch,
    dispatchPending: async () => {
      let total = 0;
      for (;;) {
        const claimed = await dispatchBatch();
        total += claimed;
        if (claimed < batchSize) return total;
      }
    },
  };
}

/** Dispatches due events every EVENT_DISPATCH.pollEveryMs while the app is up. */
export function scheduleEventDispatch(app: FastifyInstance, dispatcher: TEventDispatcher): void {
  scheduleRepeatingJob(app, {
    name: 'event dispatch',
    everyMs: EVENT_DISPATCH.pollEveryMs,
    run: () => dispatcher.dispatchPending(),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event dispatcher (app.ts), for tests and tools that dispatch at a moment they choose. */
    events: TEventDispatcher;
  }
}
