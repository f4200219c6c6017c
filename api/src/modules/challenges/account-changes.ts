import { EventEmitter } from 'node:events';
import type { TEngineEffect } from './engine/index.ts';

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

export interface TAccountChangeBus {
  publish(change: TAccountChange): void;
  subscribe(listener: (change: TAccountChange) => void): () => void;
  /** Releases connections (the Redis subscriber); called when the app closes. */
  close(): Promise<void>;
}

export function createInProcessAccountChangeBus(): TAccountChangeBus {
  const emitter = new EventEmitter();
  // One listener per open account page: the default warning at 10 would be noise, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (change) => emitter.emit('change', change),
    subscribe: (listener) => {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
