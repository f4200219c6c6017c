/**
 * What the benchmark (parent) and a server it started (child) say over the child's IPC channel: the
 * child announces where it listens, then answers questions by their id.
 */
export type TInjectedRequest = { method: 'GET'; url: string; headers: Record<string, string> };

/** The child's RSS now, or the statements of one request it injects into itself. */
export type TQuestionBody = { kind: 'rss' } | { kind: 'count'; request: TInjectedRequest };

export type TQuestion = { id: number } & TQuestionBody;

export type TAnswer = { id: number; rssBytes?: number; statements?: number; statusCode?: number };

export type TReady = { kind: 'ready'; url: string };

export function isReady(message: unknown): message is TReady {
  return typeof message === 'object' && message !== null && 'kind' in message && message.kind === 'ready';
}

export function isAnswer(message: unknown): message is TAnswer {
  return typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number';
}

export function isQuestion(message: unknown): message is TQuestion {
  return isAnswer(message) && 'kind' in message && (message.kind === 'rss' || message.kind === 'count');
}

/** Sends a message to the parent; a server whose parent is gone (interrupted) has nobody to serve. */
export function tellParent(message: TReady | TAnswer): void {
  if (process.send === undefined) throw new Error('This server is started by bench/http/http-bench.ts');
  if (!process.connected) process.exit(0);
  process.send(message);
}
