import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { systemClock, type TClock } from '../../infra/clock.ts';
import { createRendezvous } from '../../infra/rendezvous-hash.ts';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { ServingInstance } from './serving-instance.entity.ts';

/** How often an instance says it is alive. */
export const HEARTBEAT_INTERVAL_MS = 1_000;

/**
 * How long a heartbeat counts: three beats, so one late or lost beat (a slow statement, a pause) does not
 * hand an instance's share to the others. An instance that stops without a word is given up after this,
 * and the others mark its share from their next tick on (each tick reads the list afresh): within the
 * lease and one tick, 4 s, plus that tick's own duration.
 */
export const HEARTBEAT_LEASE_MS = 3_000;

/**
 * The serving instances that share background work, and this instance's part of it. Each instance
 * renews its row every second and reads the rows renewed within the lease; every key (an account id)
 * belongs to one of them by rendezvous hashing, which each computes alone and all agree on once they see
 * the same rows. Works the same on SQLite (one instance, which owns every key) and PostgreSQL; no Redis.
 *
 * While instances see different lists (for a beat after one joins or leaves) a key may have two owners,
 * or none for a moment: the work shared this way must tolerate both. The simulator's marks do: evaluations
 * of an account are serialized, and a mark of a second already marked is skipped (mark-plan.ts).
 * Heartbeats are stamped with each instance's clock, so instances' clocks must agree to well within the
 * lease (NTP does); a development test clock is never used here.
 */
export interface TInstanceMembership {
  readonly instanceId: string;
  /** Renews this instance's row, forgets the expired ones and reads who is alive. */
  heartbeat(): Promise<void>;
  /** Reads who is alive, without beating: a tick starts from the list of that moment. */
  refresh(): Promise<void>;
  /** Whether `key` is this instance's to work on, by the last list read (none before the first beat). */
  owns(key: string): boolean;
  /** The live instances as last read, this one included, sorted. */
  members(): readonly string[];
  /** Deletes this instance's row at once, so the others take its share at their next beat; final. */
  leave(): Promise<void>;
}

export function createInstanceMembership({
  orm,
  clock = systemClock,
  leaseMs = HEARTBEAT_LEASE_MS,
}: {
  orm: MikroORM;
  clock?: TClock;
  leaseMs?: number;
}): TInstanceMembership {
  const instanceId = randomUUID();
  let members: readonly string[] = [];
  let ownerOf = createRendezvous(members);
  let hasLeft = false;
  let beat: Promise<void> = Promise.resolve();

  const renew = async () => {
    const em = orm.em.fork();
    const now = new Date(clock.now());
    const renewed = await em.nativeUpdate(ServingInstance, { id: instanceId }, { heartbeatAt: now });
    // First beat, or the row was given up after a long pause: the instance (re)joins.
    if (renewed === 0) {
      await em.insert(ServingInstance, { id: instanceId, heartbeatAt: now, createdAt: now, updatedAt: now });
    }
    await em.nativeDelete(ServingInstance, { heartbeatAt: { $lte: new Date(now.getTime() - leaseMs) } });
    await readMembers(now.getTime());
  };

  const readMembers = async (now: number) => {
    const live = await orm.em
      .fork()
      .find(
        ServingInstance,
        { heartbeatAt: { $gt: new Date(now - leaseMs) } },
        { fields: ['id'], orderBy: { id: 'asc' } },
      );
    if (hasLeft) return;
    // An instance knows it is alive even when its own beat is late (a long tick on SQLite holds the event
    // loop): the others may then give its share up and mark it too, which is harmless, never nobody.
    members = [...new Set([...live.map((row) => row.id), instanceId])].sort();
    ownerOf = createRendezvous(members);
  };

  return {
    instanceId,
    heartbeat: () => {
      if (hasLeft) return Promise.resolve();
      beat = renew();
      return beat;
    },
    refresh: () => (hasLeft ? Promise.resolve() : readMembers(clock.now())),
    owns: (key) => ownerOf(key) === instanceId,
    members: () => members,
    leave: async () => {
      hasLeft = true;
      // A beat in flight could write the row again after it is deleted.
      await beat.catch(() => undefined);
      members = [];
      ownerOf = createRendezvous(members);
      await orm.em.fork().nativeDelete(ServingInstance, { id: instanceId });
    },
  };
}

/**
 * Joins at once (the first tick then already knows its share), beats every second, and leaves when the
 * app closes, so a stopping instance hands its share over at the others' next beat instead of after the
 * lease.
 */
export function scheduleInstanceMembership(app: FastifyInstance, membership: TInstanceMembership): void {
  const join = membership
    .heartbeat()
    .catch((error: unknown) => app.log.error({ err: error }, 'instance heartbeat failed'));
  scheduleRepeatingJob(app, {
    name: 'instance heartbeat',
    everyMs: HEARTBEAT_INTERVAL_MS,
    run: () => membership.heartbeat(),
  });
  app.addHook('onClose', async () => {
    await join;
    await membership.leave();
  });
}
