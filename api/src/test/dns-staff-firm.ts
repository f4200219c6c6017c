import { afterAll, beforeAll } from '@jest/globals';
import type { TAppConfig } from '../config/app-config.ts';
import type { TDatabaseDriver } from '../db/config.ts';
import { startLocalDnsServer, type TLocalDnsServer } from './local-dns-server.ts';
import { useStaffFirm } from './staff-firm.ts';

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
