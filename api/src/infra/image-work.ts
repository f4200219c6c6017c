import { ERROR_CODES } from '@propdesk/shared/contracts';
import pLimit from 'p-limit';
import { DomainError } from '../errors/domain-error.ts';

/**
 * How much image decoding one instance takes on at once. Decoding runs on libuv's thread pool, the one
 * password hashing and file reads wait on: one image at a time (with one libvips thread, image-libraries.ts)
 * leaves the rest of the pool and the other cores to sign-ins, whatever uploads arrive.
 */
export type TImageWorkLimits = {
  /** Images decoded at the same time. */
  concurrency: number;
  /** Images decoding or waiting, past which an upload is refused at once (503) instead of queued. */
  capacity: number;
  /** Images one person may have decoding or waiting (a trader picks three documents without waiting). */
  perPerson: number;
};

export const IMAGE_WORK_LIMITS: TImageWorkLimits = { concurrency: 1, capacity: 12, perPerson: 3 };

export type TImageWork = {
  /**
   * Runs `task` (image decoding for `personId`) when a slot is free; refuses at once, before waiting,
   * when the person or the instance already has too many images queued.
   */
  run<T>(personId: string, task: () => Promise<T>): Promise<T>;
  /** Images decoding or waiting now. */
  readonly queued: number;
};

/** p-limit keeps the order and the slot count; the two refusals are the queue's bounds around it. */
export function createImageWork(limits: TImageWorkLimits = IMAGE_WORK_LIMITS): TImageWork {
  const limit = pLimit(limits.concurrency);
  const queuedByPerson = new Map<string, number>();
  let queued = 0;

  return {
    get queued() {
      return queued;
    },
    async run<T>(personId: string, task: () => Promise<T>): Promise<T> {
      const own = queuedByPerson.get(personId) ?? 0;
      if (own >= limits.perPerson) {
        throw new DomainError(
          ERROR_CODES.rateLimited,
          'Your previous files are still being processed: wait for them before sending another',
        );
      }
      if (queued >= limits.capacity) {
        throw new DomainError(
          ERROR_CODES.unavailable,
          'Too many images are being processed: try again shortly',
        );
      }
      queued += 1;
      queuedByPerson.set(personId, own + 1);
      try {
        return await limit(task);
      } finally {
        queued -= 1;
        const left = (queuedByPerson.get(personId) ?? 1) - 1;
        if (left === 0) queuedByPerson.delete(personId);
        else queuedByPerson.set(personId, left);
      }
    },
  };
}
