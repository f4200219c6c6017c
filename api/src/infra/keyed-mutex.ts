/**
 * Runs tasks one after another per key inside this process (one account's evaluations queue behind each
 * other instead of racing to the database and retrying). Across processes the database's compare-and-set
 * is what serializes; this only avoids needless conflicts.
 */
export interface TKeyedMutex {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createKeyedMutex(): TKeyedMutex {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      // The map holds only keys with work in flight.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
