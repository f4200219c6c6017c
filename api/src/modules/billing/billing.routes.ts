import { ZCreateRefund, ZOrderLedger, ZOrderRefundParams } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TAccountChangeBus } from '../trading-accounts/index.ts';
import { readOrderLedger } from './ledger.ts';
import { refundOrder } from './refund.service.ts';
import type { TRefundingProvider } from './refunding-provider.ts';

export type TBillingRoutesOptions = {
  /** The providers this installation takes payments with (none: nothing can be refunded here). */
  providers: readonly TRefundingProvider[];
  changes: TAccountChangeBus;
  clock: TClock;
};

const TAGS = ['billing'];

/**
 * An order's money, on the firm's side: its ledger (clients.read, as the client's orders are) and its
 * refunds (billing.refund, which needs a session that passed a second factor). Both name their
 * organization in the path, and an order of another firm is a 404 like an unknown one.
 */
export const billingRoutes = routePlugin<TBillingRoutesOptions>(
  'billing-routes',
  async (app, { providers, changes, clock }) => {
    app.get(
      '/organizations/:organizationId/orders/:orderId/ledger',
      {
        config: { access: { staff: 'clients.read' } },
        schema: {
          tags: TAGS,
          summary: "An order's money movements, oldest first, and what the firm still holds of it",
          params: ZOrderRefundParams,
          response: { 200: ZOrderLedger, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const ledger = await readOrderLedger(request.em, request.params);
        if (ledger === null) throw DomainError.notFound('Order not found');
        return reply.header('cache-control', NO_STORE).send(ledger);
      },
    );

    app.post(
      '/organizations/:organizationId/orders/:orderId/refunds',
      {
        config: { access: { staff: 'billing.refund' } },
        schema: {
          tags: TAGS,
          summary:
            'Refund an order fully (no amount) or partly through its payment provider, with a reason; the account it bought is closed unless a partial refund keeps it (billing.refund, second factor). 409 ORDER_NOT_REFUNDABLE, REFUND_EXCEEDS_BALANCE; 502 REFUND_FAILED',
          params: ZOrderRefundParams,
          body: ZCreateRefund,
          response: { 200: ZOrderLedger, ...errorResponses(400, 401, 403, 404, 409, 502) },
        },
      },
      async (request, reply) => {
        const ledger = await refundOrder({
          em: request.em,
          organizationId: request.params.organizationId,
          orderId: request.params.orderId,
          actor: actorOf(request),
          client: clientInfoOf(request),
          input: request.body,
          providers,
          changes,
          clock,
        });
        return reply.header('cache-control', NO_STORE).send(ledger);
      },
    );
  },
);
