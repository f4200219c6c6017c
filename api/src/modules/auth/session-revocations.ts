import type { Redis } from '../../infra/redis.ts';

/**
 * Tells every api instance that a user's sessions changed (ended, the user disabled, the role changed), so
 * each drops what it remembered of them (session-access-cache.ts).
 *
 * `everyone` means "forget all": messages may have been missed (the subscriber lost its connection), so
 * nothing remembered can be trusted. `isListening` is false while messages cannot arrive; an instance must
 * not serve remembered sessions then.
 */
export type TSessionRevocationNotice = { userId: string } | 'everyone';

export type TSessionRevocations = {
  publish(userId: string): void;
  /** Every instance forgets every session: a change that reaches many users at once (an organization's status). */
  publishEveryone(): void;
  subscribe(listener: (notice: TSessionRevocationNotice) => void): void;
  isListening(): boolean;
  close(): Promise<void>;
};

/** One instance: the notice goes straight to this process's listeners. */
export function createInProcessSessionRevocations(): TSessionRevocations {
  const listeners: ((notice: TSessionRevocationNotice) => void)[] = [];
  return {
    publish: (userId) => {
      for (const listener of listeners) listener({ userId });
    },
    publishEveryone: () => {
      for (const listener of listeners) listener('everyone');
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    isListening: () => true,
    close: async () => {
      listeners.length = 0;
    },
  };
}

const SESSION_REVOCATIONS_CHANNEL = 'propdesk:session-revocations';
/** The message meaning "forget everyone": never a user id (those are UUIDs). */
const EVERYONE_MESSAGE = '*';

/**
 * Several instances: one channel every instance subscribes to. The publishing instance hears its own
 * notice too, which is harmless (it already forgot). A subscriber that loses its connection hears
 * `everyone` at once and again when it is back (ioredis re-subscribes by itself), since anything published
 * in between was lost.
 */
export function createRedisSessionRevocations(redis: Redis): TSessionRevocations {
  // No ready check: it sends INFO, which a connection that has already subscribed may not send.
  const subscriber = redis.duplicate({ enableReadyCheck: false });
  const listeners: ((notice: TSessionRevocationNotice) => void)[] = [];
  let isSubscribed = false;
  const tellAll = (notice: TSessionRevocationNotice) => {
    for (const listener of listeners) listener(notice);
  };
  const subscribed = subscriber
    .subscribe(SESSION_REVOCATIONS_CHANNEL)
    .then(() => {
      isSubscribed = true;
    })
    // Redis unreachable at start: never listening, so every request reads its session afresh.
    .catch(() => undefined);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== SESSION_REVOCATIONS_CHANNEL || message === '') return;
    tellAll(message === EVERYONE_MESSAGE ? 'everyone' : { userId: message });
  });
  subscriber.on('close', () => tellAll('everyone'));
  subscriber.on('ready', () => tellAll('everyone'));
  return {
    publish: (userId) => {
      // Published after the change committed. If Redis is down, the other instances' subscribers are
      // most likely cut off too and serve nothing remembered; at worst an instance forgets when its
      // entry expires (the cache's lifetime with Redis). This instance already forgot.
      void redis.publish(SESSION_REVOCATIONS_CHANNEL, userId).catch(() => undefined);
    },
    publishEveryone: () => {
      // This instance forgets through its own subscriber too; the cache already forgot before calling.
      void redis.publish(SESSION_REVOCATIONS_CHANNEL, EVERYONE_MESSAGE).catch(() => undefined);
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    isListening: () => isSubscribed && subscriber.status === 'ready',
    close: async () => {
      await subscribed;
      listeners.length = 0;
      subscriber.disconnect();
    },
  };
}
