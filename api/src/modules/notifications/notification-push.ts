import type { TNotificationArea } from '@propdesk/shared/contracts';
import type { Redis } from '../../infra/redis.ts';

/** A notification just written, as the streams need it to render it in their reader's language. */
export type TPushedNotification = {
  readonly id: string;
  readonly recipientId: string;
  readonly type: string;
  readonly category: string;
  readonly area: TNotificationArea;
  readonly organizationId: string | null;
  readonly payload: Record<string, unknown>;
  /** Epoch milliseconds. */
  readonly createdAt: number;
};

export type TPushListener = (notification: TPushedNotification) => void;

/**
 * "A notification was written for this person", for the streams of their open tabs. In-process with one
 * api instance; through Redis pub/sub with several, so a tab connected to instance B hears what instance
 * A's dispatcher wrote. Pub/sub drops messages while a subscriber is disconnected: a tab refetches its
 * list when its stream reconnects, so nothing is lost for good.
 */
export interface TNotificationPush {
  publish(notifications: readonly TPushedNotification[]): void;
  subscribe(userId: string, listener: TPushListener): () => void;
  close(): Promise<void>;
}

/** The listeners of one process by user; the transport hears when a user's first listener comes and the last goes. */
function createUserListeners({
  onFirst = () => undefined,
  onLast = () => undefined,
}: { onFirst?: (userId: string) => void; onLast?: (userId: string) => void } = {}) {
  const byUser = new Map<string, Set<{ readonly listener: TPushListener }>>();
  return {
    add(userId: string, listener: TPushListener): () => void {
      const entry = { listener };
      let entries = byUser.get(userId);
      if (entries === undefined) {
        entries = new Set();
        byUser.set(userId, entries);
        onFirst(userId);
      }
      entries.add(entry);
      return () => {
        const current = byUser.get(userId);
        if (current === undefined || !current.delete(entry) || current.size > 0) return;
        byUser.delete(userId);
        onLast(userId);
      };
    },
    dispatch(notification: TPushedNotification): void {
      for (const { listener } of byUser.get(notification.recipientId) ?? []) {
        try {
          listener(notification);
        } catch {
          // The stream's own concern: the others still hear it.
        }
      }
    },
    clear(): void {
      byUser.clear();
    },
  };
}

export function createInProcessNotificationPush(): TNotificationPush {
  const listeners = createUserListeners();
  return {
    publish: (notifications) => notifications.forEach((notification) => listeners.dispatch(notification)),
    subscribe: (userId, listener) => listeners.add(userId, listener),
    close: async () => listeners.clear(),
  };
}

const CHANNEL_PREFIX = 'propdesk:notifications:';

/** One channel per person, so an instance receives only what its own streams' readers are sent. */
export function notificationChannel(userId: string): string {
  return `${CHANNEL_PREFIX}${userId}`;
}

function notificationOf(channel: string, message: string): TPushedNotification | null {
  if (!channel.startsWith(CHANNEL_PREFIX)) return null;
  try {
    const notification = JSON.parse(message) as TPushedNotification;
    return notification.recipientId === channel.slice(CHANNEL_PREFIX.length) ? notification : null;
  } catch {
    // A malformed message (another version of the api) is not ours to act on.
    return null;
  }
}

export function createRedisNotificationPush(redis: Redis): TNotificationPush {
  // No ready check: it sends INFO, which a connection that has already subscribed may not send.
  const subscriber = redis.duplicate({ enableReadyCheck: false });
  const inFlight = new Set<Promise<unknown>>();
  const send = (command: Promise<unknown>) => {
    // Redis down: the tab misses live items until its stream reconnects and it refetches.
    const settled = command.catch(() => undefined).finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };
  const listeners = createUserListeners({
    onFirst: (userId) => send(subscriber.subscribe(notificationChannel(userId))),
    onLast: (userId) => send(subscriber.unsubscribe(notificationChannel(userId))),
  });
  subscriber.on('message', (channel: string, message: string) => {
    const notification = notificationOf(channel, message);
    if (notification !== null) listeners.dispatch(notification);
  });
  return {
    publish: (notifications) => {
      if (notifications.length === 0) return;
      const pipeline = redis.pipeline();
      for (const notification of notifications) {
        pipeline.publish(notificationChannel(notification.recipientId), JSON.stringify(notification));
      }
      send(pipeline.exec());
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    close: async () => {
      listeners.clear();
      await Promise.all([...inFlight]);
      subscriber.disconnect();
    },
  };
}
