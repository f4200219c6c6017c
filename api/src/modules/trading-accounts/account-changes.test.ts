import { describe, expect, it } from '@jest/globals';
import {
  createAccountListeners,
  createInProcessAccountChangeBus,
  type TAccountChange,
} from './account-changes.ts';

function changeOf(accountId: string): TAccountChange {
  return {
    accountId,
    ownerId: 'owner',
    organizationId: 'organization',
    revision: 1,
    effectTypes: [],
    closePositions: false,
  };
}

describe('account changes in one process', () => {
  it('does not invoke the listeners of another account, and gives every-change listeners each change', () => {
    const bus = createInProcessAccountChangeBus();
    const calls = { a: 0, b: 0, every: 0 };
    bus.subscribeToAccount('a', () => (calls.a += 1));
    bus.subscribeToAccount('b', () => (calls.b += 1));
    bus.subscribeToAccount('b', () => (calls.b += 1));
    bus.subscribeToAll(() => (calls.every += 1));
    bus.publish(changeOf('a'));
    expect(calls).toEqual({ a: 1, b: 0, every: 1 });
    bus.publish(changeOf('b'));
    expect(calls).toEqual({ a: 1, b: 2, every: 2 });
  });

  it('stops delivering after unsubscribing, even from inside a dispatch, and counts a listener twice if subscribed twice', () => {
    const bus = createInProcessAccountChangeBus();
    const heard: string[] = [];
    const listener = () => heard.push('twice');
    const leaveFirst = bus.subscribeToAccount('a', listener);
    bus.subscribeToAccount('a', listener);
    const leaveSelf = bus.subscribeToAccount('a', () => {
      heard.push('once');
      leaveSelf();
    });
    bus.publish(changeOf('a'));
    expect(heard.sort()).toEqual(['once', 'twice', 'twice']);
    leaveFirst();
    leaveFirst();
    heard.length = 0;
    bus.publish(changeOf('a'));
    expect(heard).toEqual(['twice']);
  });

  it('subscribes a transport once per watched account and drops it with the last listener', () => {
    const events: string[] = [];
    const listeners = createAccountListeners({
      onFirstListener: (accountId) => events.push(`subscribe ${accountId}`),
      onLastListener: (accountId) => events.push(`unsubscribe ${accountId}`),
      onFirstAllListener: () => events.push('subscribe all'),
      onLastAllListener: () => events.push('unsubscribe all'),
    });
    const leaveA1 = listeners.addToAccount('a', () => undefined);
    const leaveA2 = listeners.addToAccount('a', () => undefined);
    const leaveB = listeners.addToAccount('b', () => undefined);
    const leaveAll = listeners.addToAll(() => undefined);
    expect(events).toEqual(['subscribe a', 'subscribe b', 'subscribe all']);
    leaveA1();
    leaveA1();
    expect(events).toHaveLength(3);
    leaveA2();
    leaveB();
    leaveAll();
    expect(events.slice(3)).toEqual(['unsubscribe a', 'unsubscribe b', 'unsubscribe all']);
    listeners.addToAccount('a', () => undefined);
    expect(events.at(-1)).toBe('subscribe a');
  });
});
