import type { TEngineEffect } from '../../engine/index.ts';

/**
 * "An account changed": published after an evaluation commits, for the live pages (SSE) and for the
 * simulator, which must close positions after a breach. In-process here; several api instances fan out
 * through Redis (redis-account-changes.ts) behind the same interface.
 */
export interface TAccountChange {
  readonly accountId: string;
  readonly ownerId: string;
  readonly organizationId: string;
  readonly revision: number;
  readonly effectTypes: readonly TEngineEffect['type'][];
  /** A breach asked for every open position to be closed now. */
  readonly closePositions: boolean;
}

export type TAccountChangeListener = (change: TAccountChange) => void;

export interface TAccountChangeBus {
  publish(change: TAccountChange): void;
  /**
   * One account's changes, for a live page. A change reaches only the listeners of its own account: a
   * busy instance streaming many accounts does not wake every stream for every change.
   */
  subscribeToAccount(accountId: string, listener: TAccountChangeListener): () => void;
  /** Every change, whatever the account: for the simulator, which acts on a breach anywhere. */
  subscribeToAll(listener: TAccountChangeListener): () => void;
  /** Releases connections (the Redis subscriber); called when the app closes. */
  close(): Promise<void>;
}

/**
 * The listeners of one process, kept by account so a change is dispatched to its account's listeners
 * only. `onFirstListener` and `onLastListener` tell a transport (Redis) when to subscribe to an account
 * and when to drop that subscription, so it holds one per account that someone is watching.
 */
export type TAccountListeners = {
  addToAccount(accountId: string, listener: TAccountChangeListener): () => void;
  addToAll(listener: TAccountChangeListener): () => void;
  dispatchToAccount(change: TAccountChange): void;
  dispatchToAll(change: TAccountChange): void;
  clear(): void;
};

export function createAccountListeners({
  onFirstListener = () => undefined,
  onLastListener = () => undefined,
  onFirstAllListener = () => undefined,
  onLastAllListener = () => undefined,
}: {
  onFirstListener?: (accountId: string) => void;
  onLastListener?: (accountId: string) => void;
  onFirstAllListener?: () => void;
  onLastAllListener?: () => void;
} = {}): TAccountListeners {
  // A wrapper per subscription, so the same function subscribed twice is two subscriptions, as before.
  type TEntry = { readonly listener: TAccountChangeListener };
  const byAccount = new Map<string, Set<TEntry>>();
  const everyChange = new Set<TEntry>();

  // A copy: a listener may unsubscribe (its stream closing) while its change is being dispatched.
  const dispatch = (entries: ReadonlySet<TEntry> | undefined, change: TAccountChange) => {
    if (entries === undefined) return;
    for (const entry of [...entries]) entry.listener(change);
  };

  return {
    addToAccount: (accountId, listener) => {
      const entry: TEntry = { listener };
      let entries = byAccount.get(accountId);
      if (entries === undefined) {
        entries = new Set();
        byAccount.set(accountId, entries);
        onFirstListener(accountId);
      }
      entries.add(entry);
      return () => {
        const current = byAccount.get(accountId);
        if (current === undefined || !current.delete(entry)) return;
        if (current.size > 0) return;
        byAccount.delete(accountId);
        onLastListener(accountId);
      };
    },
    addToAll: (listener) => {
      const entry: TEntry = { listener };
      if (everyChange.size === 0) onFirstAllListener();
      everyChange.add(entry);
      return () => {
        if (!everyChange.delete(entry)) return;
        if (everyChange.size === 0) onLastAllListener();
      };
    },
    dispatchToAccount: (change) => dispatch(byAccount.get(change.accountId), change),
    dispatchToAll: (change) => dispatch(everyChange, change),
    clear: () => {
      byAccount.clear();
      everyChange.clear();
    },
  };
}

export function createInProcessAccountChangeBus(): TAccountChangeBus {
  const listeners = createAccountListeners();
  return {
    publish: (change) => {
      listeners.dispatchToAccount(change);
      listeners.dispatchToAll(change);
    },
    subscribeToAccount: (accountId, listener) => listeners.addToAccount(accountId, listener),
    subscribeToAll: (listener) => listeners.addToAll(listener),
    close: async () => {
      listeners.clear();
    },
  };
}
