import { API_KEY_ERROR_CODES, type TApiKeyScope } from '@propdesk/shared/contracts';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TApiKeyRateLimits } from './api-key-rate-limits.ts';
import { apiKeyTokenOf, isSecretOf, parseApiKeyToken } from './api-key-token.ts';
import type { TApiKeyUsage } from './api-key-usage.ts';

/** The key a public-api request was let in with: every answer is scoped to its organization. */
export type TApiKeyCaller = { keyId: string; organizationId: string };

declare module 'fastify' {
  interface FastifyRequest {
    apiKeyCaller: TApiKeyCaller | null;
  }
}

type TKeyRow = {
  id: string;
  organization_id: string;
  secret_hash: string;
  scopes: string;
  expires_at: unknown;
  revoked_at: unknown;
  organization_status: string;
};

function invalidKey(): DomainError {
  return new DomainError(
    API_KEY_ERROR_CODES.invalid,
    'Send a valid API key: Authorization: Bearer pdkey_… (not revoked, not expired)',
  );
}

/**
 * !!! Security invariant (public api): a request is let in only with a key whose secret matches (constant
 * time), that is neither revoked nor expired, of an active organization, and that holds `scope`; the
 * organization comes from the key, never from the request. One statement. Unknown, malformed, revoked,
 * expired and foreign keys all answer the same 401, so nothing can be learned by trying keys. A failure
 * counts against the caller's address (an address that spent its failures gets 429 before any lookup),
 * a request whose key verified against that key (api-key-rate-limits.ts): wrong secrets sent with a key's
 * public id never use up the key's own limit. !!!
 */
export function apiKeyGuard(
  scope: TApiKeyScope,
  usage: TApiKeyUsage,
  limits: TApiKeyRateLimits,
): preValidationHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await limits.refuseSpentAddress(request, reply);
    const token = apiKeyTokenOf(request.headers.authorization);
    const parsed = token === undefined ? null : parseApiKeyToken(token);
    if (parsed === null) {
      await limits.countFailure(request);
      throw invalidKey();
    }
    const [row] = await queryRows<TKeyRow>(
      request.em,
      'select cast(k.id as text) as id, cast(k.organization_id as text) as organization_id, k.secret_hash, ' +
        'k.scopes, k.expires_at, k.revoked_at, o.status as organization_status ' +
        'from api_keys k join organizations o on o.id = k.organization_id where k.public_id = ?',
      [parsed.publicId],
    );
    const now = new Date();
    const expiresAt = epochMsOf(row?.expires_at ?? null);
    if (
      row === undefined ||
      !isSecretOf(parsed.secret, row.secret_hash) ||
      row.revoked_at !== null ||
      (expiresAt !== null && expiresAt <= now.getTime()) ||
      row.organization_status !== 'active'
    ) {
      await limits.countFailure(request);
      throw invalidKey();
    }
    request.apiKeyCaller = { keyId: row.id, organizationId: row.organization_id };
    // Counted before the scope check: a verified key asking for a scope it lacks spends its own limit.
    await limits.countKeyRequest(request, reply);
    if (!row.scopes.split(',').includes(scope)) {
      request.apiKeyCaller = null;
      throw new DomainError(API_KEY_ERROR_CODES.scope, `This key lacks the ${scope} scope`, {
        details: { scope },
      });
    }
    usage.record(row.id, now);
  };
}

/** The key of a public-api route; a route that forgot its access rule fails loudly here. */
export function apiKeyCallerOf(request: FastifyRequest): TApiKeyCaller {
  if (!request.apiKeyCaller) throw invalidKey();
  return request.apiKeyCaller;
}
