/**
 * A value loaded in the background and kept fresh: readers get the last good value at once (stale
 * while a refresh runs), wait at most `waitMs` when there is none yet, and get null on failure — a
 * page is never held up, or failed, by what only makes it faster.
 */
export interface RefreshingValue<T> {
  read(waitMs: number): Promise<T | null>;
}

export function refreshingValue<T>(
  load: () => Promise<T>,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): RefreshingValue<T> {
  let value: { data: T; loadedAt: number } | null = null;
  let pending: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    pending ??= load()
      .then((data) => {
        value = { data, loadedAt: now() };
      })
      .catch(() => undefined)
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    async read(waitMs) {
      if (value === null || now() - value.loadedAt > ttlMs) {
        const refreshing = refresh();
        if (value === null) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            refreshing,
            new Promise((resolve) => {
              timer = setTimeout(resolve, waitMs);
            }),
          ]);
          clearTimeout(timer);
        }
      }
      return value?.data ?? null;
    },
  };
}
