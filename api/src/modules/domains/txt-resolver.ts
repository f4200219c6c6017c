import { Resolver } from 'node:dns/promises';

/** The TXT records at a name, each as the strings it is made of (RFC 1035 character-strings). */
export type TTxtResolver = (name: string) => Promise<string[][]>;

/** How long one domain check may wait on DNS before it says the DNS did not answer. */
const DNS_TIMEOUT_MS = 5_000;

/**
 * Node's own resolver, on the system's name servers or on `servers` (DNS_SERVERS: `host[:port]`, for a
 * deployment that must ask its own resolvers, and for tests, which run a DNS server on 127.0.0.1).
 */
export function createTxtResolver(servers: readonly string[] | null): TTxtResolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers !== null && servers.length > 0) resolver.setServers([...servers]);
  return (name) => resolver.resolveTxt(name);
}
