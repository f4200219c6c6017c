import type { TDatabaseConfig } from '../../api/src/config/app-config.ts';

/** What `npm run bench:tick` and its instance processes tell each other. */
export type TInstanceSettings = {
  readonly database: TDatabaseConfig;
  readonly startAt: number;
  readonly marketSeed: number;
  readonly seconds: number;
};

export type TInstanceResult = {
  readonly kind: 'result';
  readonly ticks: readonly { readonly marked: number; readonly ms: number }[];
};

function hasKind(message: unknown, kind: string): boolean {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === kind;
}

export const isReady = (message: unknown): boolean => hasKind(message, 'ready');
export const isGo = (message: unknown): boolean => hasKind(message, 'go');
export const isResult = (message: unknown): message is TInstanceResult => hasKind(message, 'result');
