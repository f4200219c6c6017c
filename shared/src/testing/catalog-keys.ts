/**
 * Every leaf key of a translation catalog as a dotted path (`pages.dashboard`), sorted. Comparing the
 * lists of two languages shows a text missing from one of them, which the compiler cannot see when a
 * catalog is typed loosely or built at run time.
 */
export function catalogKeys(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog)
    .flatMap(([key, value]: [string, unknown]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null ? catalogKeys(value, path) : [path];
    })
    .sort();
}
