import type { TTrustedOrigins } from '../../http/trusted-origins.ts';
import { AUTH_ERROR_CODES, ZEliteAccessRequest, ZEliteAccessStatus } from '@propdesk/shared/contracts';
import type { TRouteRateLimit } from '../../config/app-config.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { ownOriginGuard } from '../../http/own-origin-guard.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { AUDIT_ACTIONS, clientInfoOf, recordAuditEvent } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import { readAccessClaims, strictRateLimit, verifyPassword } from '../auth/index.ts';
import type { TElitePasses } from './elite-pass.ts';

export type TEliteRoutesOptions = {
  passes: TElitePasses;
  /** The portal's origins: the only pages that may obtain or give back the pass. */
  /** The portal's origins, the firms' verified domains included: cookie-only routes answer only them. */
  trustedOrigins: TTrustedOrigins;
  /** Argon2id hash of the access code; null: the elite area is closed. */
  accessCodeHash: string | null;
  rateLimit: TRouteRateLimit;
};

/**
 * The elite area's access code (the `/elite/auth` page). The code is checked by
 * the server against a hash from configuration, attempts are rate-limited per address, and the browser
 * gets a scoped httpOnly pass instead of keeping the code.
 */
export const eliteRoutes = routePlugin<TEliteRoutesOptions>(
  'elite-routes',
  async (app, { passes, trustedOrigins, accessCodeHash, rateLimit }) => {
    const requireOwnOrigin = ownOriginGuard(trustedOrigins);
    app.post(
      '/elite/access',
      {
        // Public: holders of the code need no account.
        config: { access: 'public', rateLimit: strictRateLimit(rateLimit) },
        onRequest: requireOwnOrigin,
        schema: {
          tags: ['elite'],
          summary: 'Exchange the elite access code for a pass (an httpOnly cookie)',
          body: ZEliteAccessRequest,
          response: { 200: ZEliteAccessStatus, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        if (accessCodeHash === null) {
          throw new DomainError(AUTH_ERROR_CODES.eliteClosed, 'The elite area is not available');
        }
        const matches = await verifyPassword(accessCodeHash, request.body.code);
        const caller = await readAccessClaims(request);
        recordAuditEvent(request.em, {
          action: AUDIT_ACTIONS.eliteAccess,
          outcome: matches ? 'success' : 'failure',
          actor: caller?.userId ?? null,
          client: clientInfoOf(request),
        });
        await request.em.flush();
        if (!matches) throw new DomainError(AUTH_ERROR_CODES.eliteCodeInvalid, 'Invalid access code');
        const expiresAt = passes.grant(reply);
        return reply
          .header('cache-control', NO_STORE)
          .send({ granted: true, expiresAt: expiresAt.toISOString() });
      },
    );

    app.get(
      '/elite/access',
      {
        config: { access: 'public' },
        schema: {
          tags: ['elite'],
          summary: 'Whether this browser holds a valid elite pass',
          response: { 200: ZEliteAccessStatus, ...errorResponses() },
        },
      },
      async (request, reply) => {
        const expiresAt = passes.read(request);
        return reply
          .header('cache-control', NO_STORE)
          .send({ granted: expiresAt !== null, expiresAt: expiresAt?.toISOString() ?? null });
      },
    );

    app.delete(
      '/elite/access',
      {
        config: { access: 'public' },
        onRequest: requireOwnOrigin,
        schema: {
          tags: ['elite'],
          summary: 'Give the elite pass back (leave the elite area)',
          response: { 204: ZNoContent, ...errorResponses() },
        },
      },
      async (_request, reply) => {
        passes.revoke(reply);
        return reply.code(204).send(null);
      },
    );
  },
  { dependencies: ['cookie'] },
);
