import {
  ZDisputeDecisionInput,
  ZDisputeDecisionResult,
  ZStaffDisputeIdParams,
  ZStaffDisputeListQuery,
  ZStaffDisputePage,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TAccountEvaluator } from '../trading-accounts/index.ts';
import { decideDispute } from './dispute-decision.service.ts';
import { readStaffDisputePage } from './staff-dispute-rows.ts';

export type TDisputeStaffRoutesOptions = { evaluator: TAccountEvaluator; clock: TClock };

const ZOrganizationParams = z.object({ organizationId: z.uuid('Must be an organization id') });

/** Staff of the organization holding disputes.decide, and platform admins (staffPermissionGuard). */

/** The firm's review of its traders' disputes: the list, and the decision on one. */
export const disputeStaffRoutes = routePlugin<TDisputeStaffRoutesOptions>(
  'dispute-staff-routes',
  async (app, { evaluator, clock }) => {
    app.get(
      '/organizations/:organizationId/disputes',
      {
        config: { access: { staff: 'disputes.decide' } },
        schema: {
          tags: ['breaches'],
          summary: "The organization's breach disputes, newest first, filtered by status",
          params: ZOrganizationParams,
          querystring: ZStaffDisputeListQuery,
          response: { 200: ZStaffDisputePage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await readStaffDisputePage(request.em, {
          organizationId: request.params.organizationId,
          query: request.query,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.post(
      '/organizations/:organizationId/disputes/:disputeId/decision',
      {
        config: { access: { staff: 'disputes.decide' } },
        schema: {
          tags: ['breaches'],
          summary:
            'Decide an open dispute: upheld (the breach stands) or overturned (the breach is void and the account reinstated as it was before it; a reason is required). 409 DISPUTE_ALREADY_DECIDED, BREACH_NOT_REINSTATABLE',
          params: ZStaffDisputeIdParams,
          body: ZDisputeDecisionInput,
          response: { 200: ZDisputeDecisionResult, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const result = await decideDispute({
          em: request.em,
          evaluator,
          actor: actorOf(request),
          client: clientInfoOf(request),
          ...request.params,
          decision: request.body.decision,
          reason: request.body.reason ?? null,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(result);
      },
    );
  },
);
