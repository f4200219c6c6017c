import { describe, expect, it } from '@jest/globals';
import { API_KEY_REQUESTS_PER_MINUTE, ZApiKeyCreated, ZClientPage } from '@propdesk/shared/contracts';
import { bearer } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE } from './api-key-rate-limits.ts';
import { ApiKey } from './api-key.entity.ts';
import { createApiKeyUsage } from './api-key-usage.ts';

describe.each(TEST_DRIVERS)('the public api, read with API keys (%s)', (driver) => {
  const firm = useStaffFirm(driver, `public_api_${driver}`);
  const newKey = async (scopes: string[], who: 'owner' | 'otherOwner' = 'owner') => {
    const organizationId = who === 'owner' ? firm.firm().id : firm.other().id;
    const response = await firm.inject(who, 'POST', `/organizations/${organizationId}/api-keys`, {
      name: `Key ${scopes.join(' ')}`,
      scopes,
      expiresInDays: null,
    });
    expect(response.statusCode).toBe(201);
    return ZApiKeyCreated.parse(response.json());
  };
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    firm.handle.app().inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress });

  it('answers a key’s own firm only: its clients, never another firm’s', async () => {
    const own = await newKey(['clients:read']);
    const foreign = await newKey(['clients:read'], 'otherOwner');
    const ownPage = ZClientPage.parse((await get('/v1/clients?pageSize=100', bearer(own.secret))).json());
    const foreignPage = ZClientPage.parse(
      (await get('/v1/clients?pageSize=100', bearer(foreign.secret))).json(),
    );
    const ownEmails = ownPage.clients.map((client) => client.email);
    expect(ownEmails).toContain(firm.users.trader.email);
    expect(foreignPage.clients.map((client) => client.email)).not.toContain(firm.users.trader.email);
  });

  it('needs the route’s scope: 403 naming it, while the key’s own scope opens its routes', async () => {
    const { secret } = await newKey(['clients:read']);
    const refused = await get('/v1/payouts', bearer(secret));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'API_KEY_SCOPE', details: { scope: 'payouts:read' } },
    });
    const accounts = await newKey(['accounts:read', 'payouts:read']);
    expect((await get('/v1/accounts', bearer(accounts.secret))).statusCode).toBe(200);
    expect((await get('/v1/payouts', bearer(accounts.secret))).statusCode).toBe(200);
    // An account of no firm of the key's, or of none at all, is not found.
    expect(
      (await get('/v1/accounts/00000000-0000-4000-8000-000000000000', bearer(accounts.secret))).statusCode,
    ).toBe(404);
  });

  it('refuses, all alike, no key, a session token, a malformed key, a wrong secret, a revoked or expired key', async () => {
    const { secret } = await newKey(['clients:read']);
    const wrongSecret = `${secret.slice(0, -4)}AAAA`;
    const revoked = await newKey(['clients:read']);
    await firm.inject('owner', 'POST', `/organizations/${firm.firm().id}/api-keys/${revoked.key.id}/revoke`);
    const expired = await newKey(['clients:read']);
    await firm.em().nativeUpdate(ApiKey, { id: expired.key.id }, { expiresAt: new Date(Date.now() - 1000) });

    for (const headers of [
      {},
      bearer(firm.tokens.owner),
      bearer('pdkey_short.secret'),
      bearer(wrongSecret),
      bearer(revoked.secret),
      bearer(expired.secret),
    ]) {
      const response = await get('/v1/clients', headers);
      expect([headers, response.statusCode]).toEqual([headers, 401]);
      expect(response.json()).toMatchObject({ error: { code: 'API_KEY_INVALID' } });
    }
    expect((await get('/v1/clients', bearer(secret))).statusCode).toBe(200);
  });

  it(`limits each key to ${API_KEY_REQUESTS_PER_MINUTE} requests a minute from any address, without slowing the others`, async () => {
    const busy = await newKey(['payouts:read']);
    const quiet = await newKey(['payouts:read']);
    const statuses: number[] = [];
    for (let index = 0; index <= API_KEY_REQUESTS_PER_MINUTE; index += 1) {
      // Spread over addresses: a key cannot escape its limit by calling from several machines.
      const address = `198.51.100.${(index % 4) + 1}`;
      statuses.push((await get('/v1/payouts?pageSize=1', bearer(busy.secret), address)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await get('/v1/payouts?pageSize=1', bearer(quiet.secret), '198.51.100.1')).statusCode).toBe(200);
  });

  it(`limits failed attempts by address, not by the key they name: ${API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE} wrong secrets with a key’s id leave that key working`, async () => {
    const real = await newKey(['payouts:read']);
    const other = await newKey(['payouts:read']);
    // The key's public part, which its owner may have shown, with a secret that is not its own.
    const forge = (secret: string) => `${secret.split('.')[0] ?? ''}.${'A'.repeat(43)}`;
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let index = 0; index <= API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE; index += 1) {
      statuses.push((await get('/v1/payouts?pageSize=1', bearer(forge(real.secret)), attacker)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The key itself never noticed; the attacker's address is refused whatever it sends now.
    expect((await get('/v1/payouts?pageSize=1', bearer(real.secret), '198.51.100.20')).statusCode).toBe(200);
    expect((await get('/v1/payouts?pageSize=1', bearer(forge(other.secret)), attacker)).statusCode).toBe(429);
    expect((await get('/v1/payouts?pageSize=1', {}, attacker)).statusCode).toBe(429);
  });

  it('records when a key was last used, to the minute, in one write per key and never backwards', async () => {
    const { key } = await newKey(['clients:read']);
    const usage = createApiKeyUsage();
    usage.record(key.id, new Date('2026-11-27T10:15:42.000Z'));
    usage.record(key.id, new Date('2026-11-27T10:16:05.000Z'));
    await usage.flush(firm.handle.database().orm);
    const stored = await firm.em().findOneOrFail(ApiKey, { id: key.id });
    expect(stored.lastUsedAt?.toISOString()).toBe('2026-11-27T10:16:00.000Z');
    usage.record(key.id, new Date('2026-11-27T09:00:00.000Z'));
    await usage.flush(firm.handle.database().orm);
    expect((await firm.em().findOneOrFail(ApiKey, { id: key.id })).lastUsedAt?.toISOString()).toBe(
      '2026-11-27T10:16:00.000Z',
    );
  });
});
