/**
 * A location matching a route pattern: every `:param` becomes `example`, so a test can visit each path
 * of a remote's table, including `/accounts/:accountId`, without listing sample values per route.
 */
export function examplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]\w*/g, 'example');
}
