import { ZCreateOrder, ZOrder, ZOrderIdParams } from '@propdesk/shared/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { ownedResourceGuard } from '../../http/owned-resource-guard.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { SIGNATURE_HEADER } from '../../infra/signed-payload.ts';
import { actorOf } from '../../http/actor.ts';
import { activeOrganizationGuard } from '../organizations/index.ts';
import { Order, type TAccountChangeBus } from '../trading-accounts/index.ts';
import { createOrder, findOwnOrder, toOrderRecord } from './orders.service.ts';
import { SANDBOX_PROVIDER, type TPaymentProvider, type TSandboxProvider } from './payment-provider.ts';
import {
  applyStripeWebhook,
  STRIPE_PROVIDER,
  STRIPE_SIGNATURE_HEADER,
  type TStripeProvider,
} from './stripe-provider.ts';
import { applyPaymentWebhook, assertPending } from './payment-webhook.service.ts';
import { checkoutProviderFor } from './checkout-provider.ts';
import type { TFirmStripeAccounts } from './firm-stripe.ts';

export type TOrderRoutesOptions = {
  /** The test provider (development and tests only); null unless PAYMENT_PROVIDER=sandbox. */
  sandbox: TSandboxProvider | null;
  /** Card payments through Stripe Checkout; null unless PAYMENT_PROVIDER=stripe with its keys. */
  stripe: TStripeProvider | null;
  /** Firms' own Stripe accounts, which take their traders' payments instead of the platform's provider. */
  firmStripe: TFirmStripeAccounts;
  /** The sandbox's signing secret (PAYMENT_WEBHOOK_SECRET); Stripe's deliveries use their own. */
  webhookSecret: string;
  /** The platform's portal address, where a provider sends back the traders of a firm without a domain. */
  publicAppUrl: string;
  /** Told when a provider's refund or chargeback closes an account. */
  changes: TAccountChangeBus;
  clock: TClock;
};

const TRADER = { roles: ['client'] } as const;

type TRouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The purchase of a plan, the sandbox's confirmation step and the provider webhook. Without a provider
 * nothing is registered but the refusal to buy (the plans are still listed, saying checkout is off): no
 * route can confirm a payment that no provider took.
 */
export const orderRoutes = routePlugin<TOrderRoutesOptions>(
  'order-routes',
  async (app, { sandbox, stripe, firmStripe, webhookSecret, publicAppUrl, changes, clock }) => {
    const provider: TPaymentProvider | null = sandbox ?? stripe;
    app.post(
      '/orders',
      {
        config: { access: TRADER },
        preValidation: activeOrganizationGuard,
        schema: {
          tags: ['orders'],
          summary: 'Buy a plan: a pending order, confirmed through the payment provider (idempotent by key)',
          body: ZCreateOrder,
          response: { 201: ZOrder, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const userId = actorOf(request).userId;
        const order = await createOrder({
          em: request.em,
          userId,
          input: request.body,
          provider: await checkoutProviderFor(request.em, { platform: provider, firms: firmStripe }, userId),
          publicAppUrl,
          now: new Date(clock.now()),
        });
        return reply.code(201).header('cache-control', NO_STORE).send(order);
      },
    );

    app.get(
      '/orders/:orderId',
      {
        config: { access: TRADER },
        schema: {
          tags: ['orders'],
          summary: "One of the trader's own orders",
          params: ZOrderIdParams,
          response: { 200: ZOrder, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const order = await findOwnOrder(request.em, actorOf(request).userId, request.params.orderId);
        return reply.header('cache-control', NO_STORE).send(await toOrderRecord(request.em, order));
      },
    );

    if (provider === null) return;
    if (sandbox !== null) registerSandboxConfirmation(app, { sandbox, webhookSecret, clock });
    await registerWebhookRoute(app, { sandbox, stripe, webhookSecret, changes, clock });
  },
);

/** Do not loosen: the buyer approves their own payment here, so the route exists only with the sandbox. */
function registerSandboxConfirmation(
  app: TRouteApp,
  { sandbox, webhookSecret, clock }: { sandbox: TSandboxProvider; webhookSecret: string; clock: TClock },
): void {
  app.post(
    '/orders/:orderId/sandbox-confirm',
    {
      config: { access: TRADER },
      preValidation: [
        activeOrganizationGuard,
        ownedResourceGuard(
          'orderId',
          async (em, userId, orderId) => (await em.count(Order, { id: orderId, user: userId })) > 0,
          'Order not found',
        ),
      ],
      schema: {
        tags: ['orders'],
        summary: "The sandbox provider's confirmation step: approve or decline a test payment",
        params: ZOrderIdParams,
        body: z.object({ outcome: z.enum(['approve', 'decline']) }),
        response: { 200: ZOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).userId;
      const order = await findOwnOrder(request.em, userId, request.params.orderId);
      if (order.provider !== SANDBOX_PROVIDER) {
        throw DomainError.conflict(`This order is paid through ${order.provider}, not the sandbox`);
      }
      assertPending(order);
      // The same signed delivery a real provider would send, through the same verification.
      await applyPaymentWebhook({
        em: request.em,
        provider: SANDBOX_PROVIDER,
        delivery: sandbox.deliveryFor(order.providerReference, request.body.outcome, clock.now()),
        secret: webhookSecret,
        clock,
      });
      const settled = await findOwnOrder(request.em.fork(), userId, order.id);
      return reply.header('cache-control', NO_STORE).send(await toOrderRecord(request.em, settled));
    },
  );
}

/**
 * The configured provider's signed deliveries. Providers sign the exact bytes they send, so inside this
 * plugin alone a JSON body reaches the handler as those bytes, unparsed: Stripe's library verifies them as
 * they came, the sandbox reads them as its UTF-8 text.
 */
async function registerWebhookRoute(
  app: TRouteApp,
  {
    sandbox,
    stripe,
    webhookSecret,
    changes,
    clock,
  }: {
    sandbox: TSandboxProvider | null;
    stripe: TStripeProvider | null;
    webhookSecret: string;
    changes: TAccountChangeBus;
    clock: TClock;
  },
): Promise<void> {
  const providers = [
    ...(sandbox === null ? [] : [SANDBOX_PROVIDER]),
    ...(stripe === null ? [] : [STRIPE_PROVIDER]),
  ];
  await app.register(async (plugin) => {
    const webhooks = plugin.withTypeProvider<ZodTypeProvider>();
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhooks.post(
      '/payments/webhooks/:provider',
      {
        config: { access: 'public' },
        schema: {
          tags: ['orders'],
          summary: `A payment provider's signed event (${SIGNATURE_HEADER} or ${STRIPE_SIGNATURE_HEADER}); repeated deliveries change nothing`,
          params: z.object({ provider: z.enum(providers as [string, ...string[]]) }),
          body: z.instanceof(Buffer),
          response: {
            200: z.object({ result: z.enum(['applied', 'duplicate', 'ignored']) }),
            ...errorResponses(400, 401),
          },
        },
      },
      async (request, reply) => {
        const result =
          request.params.provider === STRIPE_PROVIDER && stripe !== null
            ? await applyStripeWebhook({
                em: request.em,
                stripe,
                delivery: {
                  body: request.body,
                  signature: headerOf(request.headers, STRIPE_SIGNATURE_HEADER),
                },
                changes,
                clock,
              })
            : await applyPaymentWebhook({
                em: request.em,
                provider: request.params.provider,
                delivery: {
                  body: request.body.toString('utf8'),
                  signature: headerOf(request.headers, SIGNATURE_HEADER),
                },
                secret: webhookSecret,
                clock,
              });
        return reply.send({ result });
      },
    );
  });
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
