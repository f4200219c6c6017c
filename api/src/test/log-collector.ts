import type { TLogDestination } from '../logging/logger-options.ts';

export type TLogCollector = {
  destination: TLogDestination;
  /** Everything logged so far, as raw JSON lines joined together. */
  text(): string;
  records(): Record<string, unknown>[];
};

/** Captures the app's log lines in memory so a test can inspect exactly what would reach the logs. */
export function createLogCollector(): TLogCollector {
  const lines: string[] = [];
  return {
    destination: { write: (line) => void lines.push(line) },
    text: () => lines.join(''),
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
