import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

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
