import { API_KEY_ERROR_CODES, type TApiKeyScope } from '@propdesk/shared/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { DomainError } from '../../errors/domain-error.ts';
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
 * expired and foreign keys all answer the same 401, so nothing can be learned by trying keys. !!!
 */
export function apiKeyGuard(scope: TApiKeyScope, usage: TApiKeyUsage): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    const token = apiKeyTokenOf(request.headers.authorization);
    const parsed = token === undefined ? null : parseApiKeyToken(token);
    if (parsed === null) throw invalidKey();
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
      throw invalidKey();
    }
    if (!row.scopes.split(',').includes(scope)) {
      throw new DomainError(API_KEY_ERROR_CODES.scope, `This key lacks the ${scope} scope`, {
        details: { scope },
      });
    }
    request.apiKeyCaller = { keyId: row.id, organizationId: row.organization_id };
    usage.record(row.id, now);
  };
}

/** The key of a public-api route; a route that forgot its access rule fails loudly here. */
export function apiKeyCallerOf(request: FastifyRequest): TApiKeyCaller {
  if (!request.apiKeyCaller) throw invalidKey();
  return request.apiKeyCaller;
}
