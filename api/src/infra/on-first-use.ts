/**
 * A value made on its first use and kept. For a package that only some requests need (a CSS parser, a
 * password list, a wallet-address validator): loaded with the first such request rather than at start-up,
 * an instance that never serves one never holds its memory.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
