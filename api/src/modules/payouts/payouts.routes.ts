import {
  ZPayout,
  ZPayoutMethod,
  ZPayoutMethodIdParams,
  ZPayoutMethodInput,
  ZPayoutMethodList,
  ZPayoutOverview,
  ZRequestPayout,
} from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import { activeOrganizationGuard } from '../organizations/index.ts';
import type { TAccountEvaluator } from '../trading-accounts/index.ts';
import { ownPayoutMethodGuard } from './payout-guards.ts';
import { deletePayoutMethod, listOwnPayoutMethods, savePayoutMethod } from './payout-methods.service.ts';
import { readPayoutOverview, requestPayout } from './payout-request.service.ts';

export type TPayoutRoutesOptions = { evaluator: TAccountEvaluator; clock: TClock };

const TRADER = { roles: ['client'] } as const;

/** The trader's side of payouts: the checklist per funded account, requests, and where to send money. */
export const payoutRoutes = routePlugin<TPayoutRoutesOptions>(
  'payout-routes',
  async (app, { evaluator, clock }) => {
    app.get(
      '/me/payouts',
      {
        config: { access: TRADER },
        schema: {
          tags: ['payouts'],
          summary: "The trader's funded accounts with their payout checklist and amounts, and their payouts",
          response: { 200: ZPayoutOverview, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const overview = await readPayoutOverview({
          em: request.em,
          ownerId: actorOf(request).userId,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(overview);
      },
    );

    app.post(
      '/me/payouts',
      {
        config: { access: TRADER },
        preValidation: activeOrganizationGuard,
        schema: {
          tags: ['payouts'],
          summary:
            'Request a payout from a funded account to a saved method (every gate must be met; the same requestKey answers the first request)',
          body: ZRequestPayout,
          response: { 200: ZPayout, 201: ZPayout, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { payout, isNew } = await requestPayout({
          em: request.em,
          evaluator,
          ownerId: actorOf(request).userId,
          input: request.body,
          client: clientInfoOf(request),
          now: clock.now(),
        });
        return reply
          .code(isNew ? 201 : 200)
          .header('cache-control', NO_STORE)
          .send(payout);
      },
    );

    app.get(
      '/me/payout-methods',
      {
        config: { access: TRADER },
        schema: {
          tags: ['payouts'],
          summary: "The trader's saved payout methods",
          response: { 200: ZPayoutMethodList, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const methods = await listOwnPayoutMethods({ em: request.em, ownerId: actorOf(request).userId });
        return reply.header('cache-control', NO_STORE).send({ methods });
      },
    );

    app.post(
      '/me/payout-methods',
      {
        config: { access: TRADER },
        schema: {
          tags: ['payouts'],
          summary:
            'Save a payout method: a bank account (IBAN and BIC checked) or a wallet (address checked per network)',
          body: ZPayoutMethodInput,
          response: { 201: ZPayoutMethod, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const method = await savePayoutMethod({
          em: request.em,
          ownerId: actorOf(request).userId,
          input: request.body,
          client: clientInfoOf(request),
        });
        return reply.code(201).header('cache-control', NO_STORE).send(method);
      },
    );

    app.put(
      '/me/payout-methods/:methodId',
      {
        config: { access: TRADER },
        preValidation: ownPayoutMethodGuard,
        schema: {
          tags: ['payouts'],
          summary: 'Change a saved payout method',
          params: ZPayoutMethodIdParams,
          body: ZPayoutMethodInput,
          response: { 200: ZPayoutMethod, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const method = await savePayoutMethod({
          em: request.em,
          ownerId: actorOf(request).userId,
          methodId: request.params.methodId,
          input: request.body,
          client: clientInfoOf(request),
        });
        return reply.header('cache-control', NO_STORE).send(method);
      },
    );

    app.delete(
      '/me/payout-methods/:methodId',
      {
        config: { access: TRADER },
        preValidation: ownPayoutMethodGuard,
        schema: {
          tags: ['payouts'],
          summary: 'Delete a saved payout method (payouts already requested keep their destination)',
          params: ZPayoutMethodIdParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deletePayoutMethod({
          em: request.em,
          ownerId: actorOf(request).userId,
          methodId: request.params.methodId,
          client: clientInfoOf(request),
        });
        return reply.code(204).send(null);
      },
    );
  },
);
