import type { Redis } from '../../infra/redis.ts';
import type { TAccountChange, TAccountChangeBus } from './account-changes.ts';
import { createAccountListeners } from './account-changes.ts';

const CHANNEL_PREFIX = 'propdesk:account-changes:';
/** Every account's channel, for the listeners of every change (the simulator). */
const EVERY_ACCOUNT_PATTERN = `${CHANNEL_PREFIX}*`;

/** One channel per account, so an instance receives only the changes of the accounts it is watching. */
export function accountChangesChannel(accountId: string): string {
  return `${CHANNEL_PREFIX}${accountId}`;
}

function accountIdOfChannel(channel: string): string | null {
  return channel.startsWith(CHANNEL_PREFIX) ? channel.slice(CHANNEL_PREFIX.length) : null;
}

/** The change a message carries, if it is well formed and about the account its channel names. */
function changeOf(channel: string, message: string): TAccountChange | null {
  const accountId = accountIdOfChannel(channel);
  if (accountId === null) return null;
  try {
    const change = JSON.parse(message) as TAccountChange;
    return change.accountId === accountId ? change : null;
  } catch {
    // A malformed message (another version of the api) is not ours to act on.
    return null;
  }
}

/** A listener's failure must not escape into the subscriber connection's event handler. */
function deliver(dispatch: (change: TAccountChange) => void, change: TAccountChange): void {
  try {
    dispatch(change);
  } catch {
    // The listener's own concern: the connection and the next messages carry on.
  }
}

/**
 * Account changes across api instances: a trader's page may be streamed by one instance while the price
 * tick or the webhook that moved the account ran on another. Every change is published on its account's
 * channel; an instance subscribes once to the channel of each account it streams (while at least one of
 * its pages watches it) and dispatches to that account's listeners, this instance's own changes
 * included, so every listener hears a change once and no listener hears another account's. Listeners of
 * every change (the simulator) share one pattern subscription, made only while there is one.
 * Pub/sub loses messages while a subscriber is disconnected; a page that reconnects reads the account
 * afresh, so nothing is lost for good.
 */
export function createRedisAccountChangeBus(redis: Redis): TAccountChangeBus {
  // No ready check: it sends INFO, which a connection that has already subscribed may not send.
  const subscriber = redis.duplicate({ enableReadyCheck: false });
  // Commands on one connection run in order, so a quick unsubscribe then subscribe ends subscribed.
  const inFlight = new Set<Promise<unknown>>();
  const send = (command: Promise<unknown>) => {
    // A failure (Redis down) leaves the page without live updates until it reconnects, as a lost message.
    const settled = command.catch(() => undefined).finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };
  const listeners = createAccountListeners({
    onFirstListener: (accountId) => send(subscriber.subscribe(accountChangesChannel(accountId))),
    onLastListener: (accountId) => send(subscriber.unsubscribe(accountChangesChannel(accountId))),
    onFirstAllListener: () => send(subscriber.psubscribe(EVERY_ACCOUNT_PATTERN)),
    onLastAllListener: () => send(subscriber.punsubscribe(EVERY_ACCOUNT_PATTERN)),
  });
  // A channel message goes to its account's listeners, a pattern message to the listeners of every
  // change: Redis sends both when this instance has both subscriptions, and each listener hears it once.
  subscriber.on('message', (channel: string, message: string) => {
    const change = changeOf(channel, message);
    if (change !== null) deliver(listeners.dispatchToAccount, change);
  });
  subscriber.on('pmessage', (pattern: string, channel: string, message: string) => {
    if (pattern !== EVERY_ACCOUNT_PATTERN) return;
    const change = changeOf(channel, message);
    if (change !== null) deliver(listeners.dispatchToAll, change);
  });
  return {
    publish: (change) => {
      void redis.publish(accountChangesChannel(change.accountId), JSON.stringify(change)).catch(() => {
        // Redis down: this instance's own listeners still hear it.
        listeners.dispatchToAccount(change);
        listeners.dispatchToAll(change);
      });
    },
    subscribeToAccount: (accountId, listener) => listeners.addToAccount(accountId, listener),
    subscribeToAll: (listener) => listeners.addToAll(listener),
    close: async () => {
      await Promise.all(inFlight);
      subscriber.disconnect();
      listeners.clear();
    },
  };
}
