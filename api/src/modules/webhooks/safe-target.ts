import { lookup as dnsLookup, promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Do not loosen: the one refusal of an address that is, or resolves to, anything but public addresses, and
 * of one that does not resolve (in time). Telling these apart when an address is saved would let a firm
 * learn which names exist inside the api's network.
 */
export const NOT_PUBLIC = 'The address must be public';
/** How long a name may take to resolve when an address is saved. */
const SAVE_LOOKUP_DEADLINE_MS = 5_000;

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

/** The host of an address as a resolver takes it: no IPv6 brackets, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/**
 * Whether a webhook address may be saved, from its text alone: http(s) only, no credentials in it, and,
 * unless private targets are allowed, https and a host that is neither an IP literal of a non-public range
 * nor a name reserved for local use. findTargetProblem resolves the name too.
 */
export function webhookUrlProblem(url: string, allowPrivateTargets: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.username !== '' || parsed.password !== '')
    return 'The address must not carry a user name or password';
  if (allowPrivateTargets) return null;
  if (parsed.protocol !== 'https:') return 'The address must use https';
  const host = hostOf(parsed);
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return NOT_PUBLIC;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return NOT_PUBLIC;
  return null;
}

export type THostLookup = (host: string) => Promise<readonly { address: string }[]>;

/**
 * Whether a webhook address may be saved (created, or switched on again): webhookUrlProblem, then, unless
 * private targets are allowed, its name must resolve, in time, to public addresses only, as the same
 * system resolver answers when a delivery connects. A name that does not resolve is refused with the same
 * answer as one that resolves privately (NOT_PUBLIC), so saving cannot tell the two apart; accepting it
 * instead would tell them apart by the refusal alone. Every delivery checks again (safeLookup).
 */
export async function findTargetProblem(
  url: string,
  {
    allowPrivateTargets,
    lookup = (host) => dns.lookup(host, { all: true }),
    lookupDeadlineMs = SAVE_LOOKUP_DEADLINE_MS,
  }: { allowPrivateTargets: boolean; lookup?: THostLookup; lookupDeadlineMs?: number },
): Promise<string | null> {
  const problem = webhookUrlProblem(url, allowPrivateTargets);
  if (problem !== null || allowPrivateTargets) return problem;
  const host = hostOf(new URL(url));
  if (ipaddr.isValid(host)) return null;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<[]>((resolve) => {
    timer = setTimeout(() => resolve([]), lookupDeadlineMs);
  });
  const addresses = await Promise.race([lookup(host).catch(() => []), deadline]);
  clearTimeout(timer);
  return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address))
    ? null
    : NOT_PUBLIC;
}
