import type { Redis } from '../../infra/redis.ts';
import type { TAccountChange, TAccountChangeBus } from './account-changes.ts';
import { createInProcessAccountChangeBus } from './account-changes.ts';

const CHANNEL = 'propdesk:account-changes';

/**
 * Account changes across api instances: a trader's page may be streamed by one instance while the price
 * tick or the webhook that moved the account ran on another. Every change goes through Redis pub/sub and
 * comes back to each instance's own listeners, this one included, so every listener hears it once.
 * Pub/sub loses messages while a subscriber is disconnected; a page that reconnects reads the account
 * afresh, so nothing is lost for good.
 */
export function createRedisAccountChangeBus(redis: Redis): TAccountChangeBus {
  const local = createInProcessAccountChangeBus();
  const subscriber = redis.duplicate();
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    try {
      local.publish(JSON.parse(message) as TAccountChange);
    } catch {
      // A malformed message (another version of the api) is not ours to act on.
    }
  });
  const subscribed = subscriber.subscribe(CHANNEL);
  return {
    publish: (change) => {
      void redis.publish(CHANNEL, JSON.stringify(change)).catch(() => {
        // Redis down: this instance's own listeners still hear it.
        local.publish(change);
      });
    },
    subscribe: (listener) => local.subscribe(listener),
    close: async () => {
      await subscribed.catch(() => undefined);
      subscriber.disconnect();
      await local.close();
    },
  };
}
