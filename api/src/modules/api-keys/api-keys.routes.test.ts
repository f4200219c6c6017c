import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZApiKeyCreated, ZApiKeyList } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { ApiKey } from './api-key.entity.ts';

describe.each(TEST_DRIVERS)('a firm’s API keys (%s)', (driver) => {
  const firm = useStaffFirm(driver, `api_keys_${driver}`);
  const keysPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/api-keys`;
  const create = (body: object, who: 'owner' | 'admin' | 'manager' | 'otherOwner' = 'owner') =>
    firm.inject(who, 'POST', keysPath(), body);

  it('creates a key shown once, keeps only a hash of it, and lists it without its secret', async () => {
    const response = await create({
      name: 'Reporting job',
      scopes: ['clients:read', 'payouts:read'],
      expiresInDays: 30,
    });
    expect(response.statusCode).toBe(201);
    const { key, secret } = ZApiKeyCreated.parse(response.json());
    expect(secret).toMatch(/^pdkey_[\w-]{12}\.[\w-]{43}$/);
    expect(secret.startsWith(`pdkey_${key.prefix}.`)).toBe(true);
    expect(key).toMatchObject({
      name: 'Reporting job',
      scopes: ['clients:read', 'payouts:read'],
      revokedAt: null,
    });
    expect(Date.parse(key.expiresAt ?? '') - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    const stored = await firm.em().findOneOrFail(ApiKey, { id: key.id });
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(secret.split('.')[1] ?? '');
    const listed = await firm.inject('manager', 'GET', keysPath());
    expect(ZApiKeyList.parse(listed.json()).keys.map((listedKey) => listedKey.id)).toContain(key.id);
    expect(listed.body).not.toContain(secret.split('.')[1] ?? 'no secret');
    expect(
      await firm.em().count(AuditEvent, { action: 'api_key_created', organization: firm.firm().id }),
    ).toBe(1);
  });

  it('refuses a key without scopes, with an unknown scope, a short name or an expiry not offered', async () => {
    const refused = await create({ name: 'x', scopes: ['everything'], expiresInDays: 7 });
    expect(refused.statusCode).toBe(400);
    const paths = (
      ZApiErrorBody.parse(refused.json()).error.details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect([...new Set(paths)].sort()).toEqual(['/expiresInDays', '/name', '/scopes/0']);
    expect((await create({ name: 'No scopes', scopes: [], expiresInDays: null })).statusCode).toBe(400);
  });

  it('revokes a key; only owners, admins and platform admins manage keys, and only their firm’s', async () => {
    const { key } = ZApiKeyCreated.parse(
      (await create({ name: 'To revoke', scopes: ['accounts:read'], expiresInDays: null })).json(),
    );
    expect(
      (await create({ name: 'Manager key', scopes: ['accounts:read'], expiresInDays: null }, 'manager'))
        .statusCode,
    ).toBe(403);
    expect((await firm.inject('agent', 'GET', keysPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', keysPath())).statusCode).toBe(404);
    const foreign = await firm.inject('otherOwner', 'POST', `${keysPath(firm.other().id)}/${key.id}/revoke`);
    expect(foreign.statusCode).toBe(404);

    const revoked = await firm.inject('admin', 'POST', `${keysPath()}/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: key.id, revokedAt: expect.any(String), status: 'revoked' });
    expect(
      await firm.em().count(AuditEvent, { action: 'api_key_revoked', organization: firm.firm().id }),
    ).toBe(1);
  });

  it('answers 404 to a platform admin creating a key for an organization that does not exist', async () => {
    const response = await firm.inject('platformAdmin', 'POST', keysPath(randomUUID()), {
      name: 'Nowhere',
      scopes: ['payouts:read'],
      expiresInDays: 30,
    });
    expect(response.statusCode).toBe(404);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('NOT_FOUND');
  });
});
