import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * !!! Security invariant (webhooks, no SSRF): a delivery never reaches the api's own network. Every
 * address a webhook's host resolves to is checked where the connection is made (the socket's `lookup`), so
 * a host that resolves to a public address when the firm saves it and to 127.0.0.1 later (DNS rebinding)
 * is still refused. Only public unicast addresses pass: no loopback, private, link-local (cloud metadata),
 * carrier-grade NAT, unique-local, multicast or reserved ranges. Tests and a developer's machine allow
 * private targets on purpose (WEBHOOK_ALLOW_PRIVATE_TARGETS); production never does. !!!
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export class UnsafeTargetError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address that is not public`);
    this.name = 'UnsafeTargetError';
  }
}

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that refuses any host resolving to a non-public address. */
export function safeLookup(allowPrivateTargets: boolean) {
  return (hostname: string, options: LookupOptions, callback: TLookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (
        !allowPrivateTargets &&
        (list.length === 0 || !list.every((entry) => isPublicAddress(entry.address)))
      ) {
        return callback(Object.assign(new UnsafeTargetError(hostname), { code: 'EUNSAFE' }), []);
      }
      if (options.all === true) return callback(null, list);
      const [first] = list;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

/**
 * Whether a webhook address may be saved: http(s) only, no credentials in it, and, unless private targets
 * are allowed, https and a host that is not an IP literal of a non-public range (names are checked again
 * at every delivery).
 */
export function webhookUrlProblem(url: string, allowPrivateTargets: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.username !== '' || parsed.password !== '')
    return 'The address must not carry a user name or password';
  if (allowPrivateTargets) return null;
  if (parsed.protocol !== 'https:') return 'The address must use https';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'The address must be public';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return 'The address must be public';
  }
  return null;
}
