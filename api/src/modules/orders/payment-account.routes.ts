import { ZConnectPaymentAccount, ZPaymentAccount, ZPaymentAccountParams } from '@propdesk/shared/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TSecretBox } from '../auth/index.ts';
import type { TAccountChangeBus } from '../trading-accounts/index.ts';
import { applyFirmStripeWebhook } from './firm-stripe-webhook.ts';
import type { TFirmStripeAccounts } from './firm-stripe.ts';
import {
  connectPaymentAccount,
  disconnectPaymentAccount,
  readPaymentAccount,
} from './payment-account.service.ts';
import { STRIPE_SIGNATURE_HEADER } from './stripe-provider.ts';

export type TPaymentAccountRoutesOptions = {
  accounts: TFirmStripeAccounts;
  secretBoxes: { key: TSecretBox; webhook: TSecretBox };
  /** The api's public address, for the webhook URL the firm gives Stripe. */
  apiBaseUrl: string;
  /** Told when a refund or chargeback reported by a firm's account closes an account. */
  changes: TAccountChangeBus;
  clock: TClock;
};

const TAGS = ['billing'];

/**
 * A firm's own Stripe account: read with settings.read, connected, replaced and disconnected by its
 * owners (billing.connect), and the firm's own webhook path, which Stripe calls whatever the platform's
 * provider is.
 */
export const paymentAccountRoutes = routePlugin<TPaymentAccountRoutesOptions>(
  'payment-account-routes',
  async (app, { accounts, secretBoxes, apiBaseUrl, changes, clock }) => {
    const path = '/organizations/:organizationId/payment-account';
    app.get(
      path,
      {
        config: { access: { staff: 'settings.read' } },
        schema: {
          tags: TAGS,
          summary:
            'Whether the firm takes payments into its own Stripe account, which one, and its webhook URL; never the keys (settings.read)',
          params: ZPaymentAccountParams,
          response: { 200: ZPaymentAccount, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const account = await readPaymentAccount(request.em, {
          organizationId: request.params.organizationId,
          apiBaseUrl,
        });
        return reply.header('cache-control', NO_STORE).send(account);
      },
    );

    app.put(
      path,
      {
        config: { access: { staff: 'billing.connect' } },
        schema: {
          tags: TAGS,
          summary:
            "Connect the firm's own Stripe account or replace its keys; the secret key is tested with Stripe first (billing.connect). 400 PAYMENT_ACCOUNT_REFUSED; 502 PAYMENT_ACCOUNT_UNREACHABLE",
          params: ZPaymentAccountParams,
          body: ZConnectPaymentAccount,
          response: { 200: ZPaymentAccount, ...errorResponses(400, 401, 403, 404, 409, 502) },
        },
      },
      async (request, reply) => {
        const account = await connectPaymentAccount({
          em: request.em,
          organizationId: request.params.organizationId,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          input: request.body,
          accounts,
          secretBoxes,
          apiBaseUrl,
          now: new Date(clock.now()),
        });
        return reply.header('cache-control', NO_STORE).send(account);
      },
    );

    app.delete(
      path,
      {
        config: { access: { staff: 'billing.connect' } },
        schema: {
          tags: TAGS,
          summary:
            "Disconnect the firm's own Stripe account: checkout goes back to the platform's provider (billing.connect)",
          params: ZPaymentAccountParams,
          response: { 200: ZPaymentAccount, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const account = await disconnectPaymentAccount({
          em: request.em,
          organizationId: request.params.organizationId,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          accounts,
          apiBaseUrl,
        });
        return reply.header('cache-control', NO_STORE).send(account);
      },
    );

    // Stripe signs the exact bytes it sends: inside this plugin alone a JSON body stays those bytes.
    await app.register(async (plugin) => {
      const webhooks = plugin.withTypeProvider<ZodTypeProvider>();
      webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      // Named firmId, not organizationId: Stripe calls it, so it is no staff route of the organization.
      webhooks.post(
        '/payments/webhooks/stripe/:firmId',
        {
          config: { access: 'public' },
          schema: {
            tags: ['orders'],
            summary: `A signed event from a firm's own Stripe account (${STRIPE_SIGNATURE_HEADER}), applied to that firm's orders only; repeated deliveries change nothing`,
            params: z.object({ firmId: z.string().max(100) }),
            body: z.instanceof(Buffer),
            response: {
              200: z.object({ result: z.enum(['applied', 'duplicate', 'ignored']) }),
              ...errorResponses(400, 401),
            },
          },
        },
        async (request, reply) => {
          const signature = request.headers[STRIPE_SIGNATURE_HEADER];
          const result = await applyFirmStripeWebhook({
            em: request.em,
            organizationId: request.params.firmId,
            accounts,
            delivery: { body: request.body, signature: Array.isArray(signature) ? signature[0] : signature },
            changes,
            clock,
          });
          return reply.send({ result });
        },
      );
    });
  },
);
