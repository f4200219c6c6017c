import type { EntityManager } from '@mikro-orm/core';
import {
  API_KEYS_MAX,
  ERROR_CODES,
  type TApiKey,
  type TApiKeyCreated,
  type TApiKeyScope,
  type TCreateApiKeyInput,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Organization } from '../tenancy/index.ts';
import { ApiKey, type TApiKeyRow } from './api-key.entity.ts';
import { newApiKeyToken } from './api-key-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toApiKey(row: TApiKeyRow, now: number): TApiKey {
  const isRevoked = row.revokedAt !== null && row.revokedAt !== undefined;
  const isExpired = row.expiresAt !== null && row.expiresAt !== undefined && row.expiresAt.getTime() <= now;
  return {
    id: row.id,
    name: row.name,
    prefix: row.publicId,
    scopes: row.scopes.split(',') as TApiKeyScope[],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: isRevoked ? 'revoked' : isExpired ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy?.email ?? null,
  };
}

/** The firm's keys, newest first, revoked ones included (the route checked settings.read). One statement. */
export async function listApiKeys(
  em: EntityManager,
  organizationId: string,
  now: number,
): Promise<TApiKey[]> {
  const rows = await em.find(
    ApiKey,
    { organization: organizationId },
    { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'asc' }, strategy: 'joined' },
  );
  return rows.map((row) => toApiKey(row, now));
}

type TKeyChange = {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  client: TClientInfo;
  now: number;
};

/**
 * Creates a key (settings.manage and a second factor: it opens the firm's data to another system). The
 * full key is in the answer only; the api keeps a hash of its secret. At most API_KEYS_MAX live keys.
 */
export async function createApiKey({
  em,
  actor,
  organizationId,
  client,
  now,
  input,
}: TKeyChange & { input: TCreateApiKeyInput }): Promise<TApiKeyCreated> {
  // A platform admin passes the staff check for any id (staff-access.ts): an organization that does not
  // exist answers 404 rather than a key pointing nowhere (a foreign key error, a 500).
  if ((await em.count(Organization, { id: organizationId })) === 0) {
    throw DomainError.notFound('Organization not found');
  }
  const live = await em.count(ApiKey, {
    organization: organizationId,
    revokedAt: null,
    $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date(now) } }],
  });
  if (live >= API_KEYS_MAX) {
    throw new DomainError(ERROR_CODES.conflict, `A firm may hold at most ${API_KEYS_MAX} live API keys`);
  }
  const { token, publicId, secretHash } = newApiKeyToken();
  const row = em.create(ApiKey, {
    organization: organizationId,
    name: input.name,
    publicId,
    secretHash,
    scopes: input.scopes.join(','),
    expiresAt: input.expiresInDays === null ? null : new Date(now + input.expiresInDays * DAY_MS),
    createdBy: actor.userId,
  });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.apiKeyCreated,
    outcome: 'success',
    actor: actor.userId,
    client,
    organizationId,
    target: { type: 'api_key', id: row.id },
    // The name, scopes and expiry, never the key.
    details: { name: input.name, scopes: input.scopes, expiresAt: row.expiresAt?.toISOString() ?? null },
  });
  await em.flush();
  await em.populate(row, ['createdBy']);
  return { key: toApiKey(row, now), secret: token };
}

/** Revokes a key at once (settings.manage); a key of another organization is not found. */
export async function revokeApiKey({
  em,
  actor,
  organizationId,
  client,
  now,
  keyId,
}: TKeyChange & { keyId: string }): Promise<TApiKey> {
  const row = await em.findOne(
    ApiKey,
    { id: keyId, organization: organizationId },
    { populate: ['createdBy'] },
  );
  if (row === null) throw DomainError.notFound('API key not found');
  if (row.revokedAt === null || row.revokedAt === undefined) {
    row.revokedAt = new Date(now);
    recordAuditEvent(em, {
      action: AUDIT_ACTIONS.apiKeyRevoked,
      outcome: 'success',
      actor: actor.userId,
      client,
      organizationId,
      target: { type: 'api_key', id: row.id },
      details: { name: row.name },
    });
    await em.flush();
  }
  return toApiKey(row, now);
}
