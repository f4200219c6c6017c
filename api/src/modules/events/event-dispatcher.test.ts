import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { DomainEvent } from './domain-event.entity.ts';
import { createEventDispatcher, EVENT_DISPATCH, type TEventConsumer } from './event-dispatcher.ts';
import { EventReceipt } from './event-receipt.entity.ts';
import { publishEvent, type TPublishedEvent } from './publish-event.ts';

/** A consumer that records what it was handed, failing on the events `fails` picks. */
function recordingConsumer(name: string, fails: (event: TPublishedEvent) => boolean = () => false) {
  const handled: string[] = [];
  const consumer: TEventConsumer = {
    name,
    handle: async (_tx, events) => {
      const failing = events.find(fails);
      if (failing !== undefined) throw new Error(`cannot handle ${failing.id}`);
      handled.push(...events.map((event) => event.id));
    },
  };
  return { consumer, handled };
}

async function publishMany(em: EntityManager, count: number, type = 'test_event'): Promise<void> {
  for (let index = 0; index < count; index += 1) publishEvent(em, { type, payload: { index } });
  await em.flush();
}

describe.each(TEST_DRIVERS)('event dispatcher (%s)', (driver) => {
  it('hands every committed event to every consumer once, in the order they happened, and marks it', async () => {
    const database = await createTestDatabase(driver, 'events_once');
    try {
      await publishMany(database.orm.em.fork(), 7);
      const first = recordingConsumer('first');
      const second = recordingConsumer('second');
      const dispatcher = createEventDispatcher({
        orm: database.orm,
        consumers: [first.consumer, second.consumer],
        batchSize: 3,
      });

      expect(await dispatcher.dispatchPending()).toBe(7);
      expect(await dispatcher.dispatchPending()).toBe(0);

      const events = await database.orm.em.fork().find(DomainEvent, {}, { orderBy: { createdAt: 'asc' } });
      expect(first.handled).toHaveLength(7);
      expect(new Set(first.handled).size).toBe(7);
      expect(second.handled).toEqual(first.handled);
      expect(events.map((event) => (event.payload as { index: number }).index).sort()).toEqual([
        0, 1, 2, 3, 4, 5, 6,
      ]);
      expect(events.every((event) => event.dispatchedAt !== null && event.attempts === 1)).toBe(true);
      expect(await database.orm.em.fork().count(EventReceipt, {})).toBe(14);
    } finally {
      await database.dispose();
    }
  });

  it('writes no event when the change it belongs to rolls back', async () => {
    const database = await createTestDatabase(driver, 'events_rollback');
    try {
      await expect(
        database.orm.em.fork().transactional(async (tx) => {
          publishEvent(tx, { type: 'test_event', payload: {} });
          await tx.flush();
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await database.orm.em.fork().count(DomainEvent, {})).toBe(0);
    } finally {
      await database.dispose();
    }
  });

  it('skips for a consumer what its receipts say it did: a dispatch cut off before marking redoes nothing', async () => {
    const database = await createTestDatabase(driver, 'events_receipts');
    try {
      await publishMany(database.orm.em.fork(), 3);
      const done = recordingConsumer('done');
      // The instance handled the batch with `done`, then died before the next consumer and the marking:
      // simulated by a consumer that fails, leaving every event claimable again.
      const dying = createEventDispatcher({
        orm: database.orm,
        consumers: [done.consumer, recordingConsumer('next', () => true).consumer],
      });
      await dying.dispatchPending();
      expect(done.handled).toHaveLength(3);
      await database.orm.em.fork().nativeUpdate(DomainEvent, {}, { availableAt: new Date(0) });

      const again = recordingConsumer('done');
      const next = recordingConsumer('next');
      const survivor = createEventDispatcher({
        orm: database.orm,
        consumers: [again.consumer, next.consumer],
      });
      expect(await survivor.dispatchPending()).toBe(3);

      expect(again.handled).toEqual([]);
      expect(next.handled).toHaveLength(3);
      expect(await database.orm.em.fork().count(DomainEvent, { dispatchedAt: null })).toBe(0);
    } finally {
      await database.dispose();
    }
  });

  it('retries a failing event alone with a growing wait while the others pass, and parks it after the last attempt', async () => {
    const database = await createTestDatabase(driver, 'events_failures');
    try {
      await publishMany(database.orm.em.fork(), 4);
      const poison = (event: TPublishedEvent) => (event.payload as { index: number }).index === 2;
      const consumer = recordingConsumer('picky', poison);
      const dispatcher = createEventDispatcher({ orm: database.orm, consumers: [consumer.consumer] });
      const before = Date.now();

      expect(await dispatcher.dispatchPending()).toBe(4);

      expect(consumer.handled).toHaveLength(3);
      const failed = await database.orm.em.fork().findOneOrFail(DomainEvent, { dispatchedAt: null });
      expect(failed.payload).toEqual({ index: 2 });
      expect(failed.lastError).toMatch(/^picky: cannot handle/);
      expect(failed.failedAt).toBeNull();
      expect(failed.availableAt.getTime()).toBeGreaterThanOrEqual(before + EVENT_DISPATCH.backoffBaseMs);

      for (let attempt = 2; attempt <= EVENT_DISPATCH.maxAttempts; attempt += 1) {
        await database.orm.em
          .fork()
          .nativeUpdate(DomainEvent, { id: failed.id }, { availableAt: new Date(0) });
        expect(await dispatcher.dispatchPending()).toBe(1);
      }
      const parked = await database.orm.em.fork().findOneOrFail(DomainEvent, { id: failed.id });
      expect(parked.attempts).toBe(EVENT_DISPATCH.maxAttempts);
      expect(parked.failedAt).not.toBeNull();
      await database.orm.em.fork().nativeUpdate(DomainEvent, { id: failed.id }, { availableAt: new Date(0) });
      expect(await dispatcher.dispatchPending()).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});

/** Two claimers at once need two connections; an SQLite database has a single dispatcher. */
(TEST_DRIVERS.includes('postgresql') ? describe : describe.skip)(
  'event dispatcher leases (postgresql)',
  () => {
    it('leaves an event another claimer holds alone until its lease runs out', async () => {
      const database = await createTestDatabase('postgresql', 'events_lease');
      try {
        await publishMany(database.orm.em.fork(), 2);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const slow: TEventConsumer = { name: 'slow', handle: () => held };
        const other = recordingConsumer('slow');
        const first = createEventDispatcher({ orm: database.orm, consumers: [slow] });
        const second = createEventDispatcher({ orm: database.orm, consumers: [other.consumer] });

        const running = first.dispatchPending();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await second.dispatchPending()).toBe(0);
        release();
        expect(await running).toBe(2);
        expect(other.handled).toEqual([]);
      } finally {
        await database.dispose();
      }
    });
  },
);
