import { ZSecurityDashboard, ZSecurityParams, ZSecuritySessionParams } from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import type { TSessionForgetter } from '../auth/index.ts';
import { readSecurityDashboard, revokeStaffSession } from './security.service.ts';

export type TSecurityRoutesOptions = { clock: TClock; sessionAccess: TSessionForgetter };

/**
 * The organization's security dashboard (security.read) and ending a staff member's session from it
 * (security.manage); platform admins in any organization. Every route names its organization in the path
 * and passes its staff access rule before its input is read.
 */
export const securityRoutes = routePlugin<TSecurityRoutesOptions>(
  'security-routes',
  async (app, { clock, sessionAccess }) => {
    app.get(
      '/organizations/:organizationId/security',
      {
        config: { access: { staff: 'security.read' } },
        schema: {
          tags: ['security'],
          summary:
            "The organization's security dashboard: staff second factors and sessions, failed sign-ins and lock-outs per day, the ingestion key, recent sensitive actions",
          params: ZSecurityParams,
          response: { 200: ZSecurityDashboard, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const dashboard = await readSecurityDashboard({
          em: request.em,
          organizationId: request.params.organizationId,
          currentSessionId: actorOf(request).sessionId,
          now: new Date(clock.now()),
        });
        return reply.header('cache-control', NO_STORE).send(dashboard);
      },
    );

    app.post(
      '/organizations/:organizationId/security/sessions/:sessionId/revoke',
      {
        config: { access: { staff: 'security.manage' } },
        schema: {
          tags: ['security'],
          summary: "End a live session of one of the organization's staff (security.manage; audited)",
          params: ZSecuritySessionParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await revokeStaffSession({
          em: request.em,
          actorId: actorOf(request).userId,
          ...request.params,
          client: clientInfoOf(request),
          sessionAccess,
          now: new Date(clock.now()),
        });
        return reply.code(204).header('cache-control', NO_STORE).send(null);
      },
    );
  },
);
