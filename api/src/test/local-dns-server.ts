import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import dns2 from 'dns2';
import type { TAppConfig } from '../config/app-config.ts';
import type { TDatabaseDriver } from '../db/config.ts';
import { useStaffFirm } from './staff-firm.ts';

const { Packet } = dns2;

export type TLocalDnsServer = {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  /** Replaces the TXT records at a name (each record as its strings); an empty list answers no data. */
  setTxt(name: string, records: string[][]): void;
  /** The name answers SERVFAIL from now on, as a broken DNS provider would. */
  fail(name: string): void;
  close(): Promise<void>;
};

/**
 * A real DNS server on 127.0.0.1 (dns2, over UDP) that answers TXT questions from a table: what a
 * firm's DNS provider would answer. Unknown names answer NXDOMAIN. On a free port unless one is given
 * (the end-to-end servers are started with a fixed DNS_SERVERS).
 */
export async function startLocalDnsServer({ port = 0 }: { port?: number } = {}): Promise<TLocalDnsServer> {
  const records = new Map<string, string[][]>();
  const failing = new Set<string>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const found = records.get(name);
      if (failing.has(name)) response.header.rcode = Packet.RCODE.SERVFAIL;
      else if (found === undefined) response.header.rcode = Packet.RCODE.NXDOMAIN;
      else {
        for (const data of found) {
          // dns2 encodes plain answer objects; its types ask for a parsed Resource instead.
          const answer = { name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  const listening = (server.addresses().udp as AddressInfo).port;
  return {
    address: `127.0.0.1:${listening}`,
    setTxt: (name, values) => {
      failing.delete(name.toLowerCase());
      records.set(name.toLowerCase(), values);
    },
    fail: (name) => failing.add(name.toLowerCase()),
    close: () => server.close(),
  };
}

/**
 * A staff firm (staff-firm.ts) whose app asks a DNS server of its own on 127.0.0.1: the server starts
 * before the app is built, since the app's config needs its port, and stops after the tests.
 */
export function useStaffFirmWithDns(
  driver: TDatabaseDriver,
  purpose: string,
): { firm: ReturnType<typeof useStaffFirm>; dns: () => TLocalDnsServer } {
  let server: TLocalDnsServer | undefined;
  const config: Partial<TAppConfig> = {};
  beforeAll(async () => {
    server = await startLocalDnsServer();
    config.dnsServers = [server.address];
  });
  afterAll(() => server?.close());
  const firm = useStaffFirm(driver, purpose, { config });
  const dns = () => {
    if (server === undefined) throw new Error('useStaffFirmWithDns: the DNS server runs inside tests only');
    return server;
  };
  return { firm, dns };
}
