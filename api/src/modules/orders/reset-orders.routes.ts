import { ZCreateResetOrder, ZOrder, ZResetOffer, ZTradingAccountIdParams } from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { activeOrganizationGuard } from '../organizations/index.ts';
import { ownTradingAccountGuard } from '../trading-accounts/index.ts';
import { checkoutProviderFor, type TCheckoutProviders } from './checkout-provider.ts';
import { createResetOrder, readResetOffer } from './reset-orders.service.ts';

export type TResetOrderRoutesOptions = {
  /** The platform's provider (the sandbox or Stripe, or none) and firms' own Stripe accounts. */
  providers: TCheckoutProviders;
  /** The platform's portal address, where a provider sends back the traders of a firm without a domain. */
  publicAppUrl: string;
  clock: TClock;
};

const TRADER = { roles: ['client'] } as const;

/**
 * A discounted reset of the trader's own failed account (docs: Domain rules › Resets): what is offered,
 * and the order that buys it, paid like any order. Another trader's account is a 404.
 */
export const resetOrderRoutes = routePlugin<TResetOrderRoutesOptions>(
  'reset-order-routes',
  async (app, { providers, publicAppUrl, clock }) => {
    app.get(
      '/trading-accounts/:accountId/reset-offer',
      {
        config: { access: TRADER },
        schema: {
          tags: ['orders'],
          summary: "Whether the trader's failed account can be reset now, at what price and until when",
          params: ZTradingAccountIdParams,
          response: { 200: ZResetOffer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const offer = await readResetOffer({
          em: request.em,
          userId: actorOf(request).userId,
          accountId: request.params.accountId,
          now: new Date(clock.now()),
        });
        return reply.header('cache-control', NO_STORE).send(offer);
      },
    );

    app.post(
      '/trading-accounts/:accountId/reset-orders',
      {
        config: { access: TRADER },
        preValidation: [activeOrganizationGuard, ownTradingAccountGuard],
        schema: {
          tags: ['orders'],
          summary: 'Buy the reset of a failed account: a pending order, paid like any (idempotent by key)',
          params: ZTradingAccountIdParams,
          body: ZCreateResetOrder,
          response: { 201: ZOrder, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const userId = actorOf(request).userId;
        const provider = await checkoutProviderFor(request.em, providers, userId);
        const order = await createResetOrder({
          em: request.em,
          userId,
          accountId: request.params.accountId,
          input: request.body,
          provider,
          publicAppUrl,
          now: new Date(clock.now()),
        });
        return reply.code(201).header('cache-control', NO_STORE).send(order);
      },
    );
  },
);
