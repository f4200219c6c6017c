import { ZBreachIdParams, ZCreateDispute, ZDispute } from '@propdesk/shared/contracts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { ownTradingAccountGuard } from '../trading-accounts/index.ts';
import { openDispute } from './dispute.service.ts';

const TRADER = { roles: ['client'] } as const;

/** A trader disputes a breach of one of their own accounts. */
export const disputeRoutes = routePlugin('dispute-routes', async (app) => {
  app.post(
    '/trading-accounts/:accountId/breaches/:breachId/disputes',
    {
      config: { access: TRADER },
      preValidation: ownTradingAccountGuard,
      schema: {
        tags: ['breaches'],
        summary: 'Dispute a breach of one of the trader’s own accounts (one dispute per breach)',
        params: ZBreachIdParams,
        body: ZCreateDispute,
        response: { 201: ZDispute, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const dispute = await openDispute({
        em: request.em,
        ownerId: actorOf(request).userId,
        ...request.params,
        message: request.body.message,
      });
      return reply.code(201).header('cache-control', NO_STORE).send(dispute);
    },
  );
});
