import { createParser } from 'eventsource-parser';

/** A Server-Sent Events stream read in a test: its frames parsed as JSON, in the order they came. */
export type TTestStream<T> = {
  readonly status: number;
  readonly headers: Headers;
  readonly messages: T[];
  /** Resolves once `count` messages arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
};

export async function openTestStream<T>(
  url: string,
  headers: Record<string, string>,
  parse: (data: unknown) => T,
): Promise<TTestStream<T>> {
  const controller = new AbortController();
  const messages: T[] = [];
  const waiters = new Set<{ count: number; resolve: () => void }>();
  const parser = createParser({
    onEvent: (event) => {
      messages.push(parse(JSON.parse(event.data)));
      for (const waiter of waiters) if (messages.length >= waiter.count) waiter.resolve();
    },
  });
  const response = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (chunk === undefined || chunk.done) return;
      parser.feed(chunk.value);
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    messages,
    waitFor: (count, timeoutMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        if (messages.length >= count) return resolve();
        const waiter = { count, resolve: () => (waiters.delete(waiter), clearTimeout(timer), resolve()) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`only ${messages.length} of ${count} messages`));
        }, timeoutMs);
        waiters.add(waiter);
      }),
    close: () => controller.abort(),
  };
}
