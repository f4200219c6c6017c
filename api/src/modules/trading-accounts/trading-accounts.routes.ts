import {
  ZAccountHistory,
  ZActivityList,
  ZDealPage,
  ZDealPageQuery,
  ZTradingAccountDetail,
  ZAccountStreamMessage,
  ZTradingAccountIdParams,
  ZTradingAccountPage,
  ZTradingAccountPageQuery,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { actorOf } from '../../http/actor.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import { acceptsEventStream, createStreamSlots, type TSessionAccessCache } from '../auth/index.ts';
import { streamAccount, streamMessageFor } from './account-stream.ts';
import {
  describeAccount,
  listAccountDeals,
  listOwnAccounts,
  listOwnActivity,
  readAccountHistory,
} from './trading-accounts.service.ts';

export type TTradingAccountRoutesOptions = {
  clock: TClock;
  changes: TAccountChangeBus;
  /** A stream checks its session before every frame. */
  sessionAccess: TSessionAccessCache;
};

const TRADER = { roles: ['client'] } as const;

/** The trader's accounts: list, live detail, history, deals and activity. */
export const tradingAccountRoutes = routePlugin<TTradingAccountRoutesOptions>(
  'trading-account-routes',
  async (app, { clock, changes, sessionAccess }) => {
    // This app's open streams, for the limits per session and per user.
    const streamSlots = createStreamSlots();
    app.get(
      '/trading-accounts',
      {
        config: { access: TRADER },
        schema: {
          tags: ['trading-accounts'],
          summary: "The trader's own accounts, newest first, with their live figures",
          querystring: ZTradingAccountPageQuery,
          response: { 200: ZTradingAccountPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const page = await listOwnAccounts({
          em: request.em,
          ownerId: actorOf(request).userId,
          query: request.query,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/trading-accounts/:accountId',
      {
        config: { access: TRADER },
        schema: {
          tags: ['trading-accounts'],
          summary: 'One account: its frozen rules, the engine snapshot at this moment and its breaches',
          params: ZTradingAccountIdParams,
          response: { 200: ZTradingAccountDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { detail } = await describeAccount({
          em: request.em,
          scope: { ownerId: actorOf(request).userId },
          accountId: request.params.accountId,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    app.get(
      '/trading-accounts/:accountId/stream',
      {
        config: { access: TRADER },
        schema: {
          tags: ['trading-accounts'],
          summary:
            'The account live: Server-Sent Events of its figures (Accept: text/event-stream), else the current figures once. 429 STREAM_LIMIT_REACHED when the session or user has too many streams open',
          params: ZTradingAccountIdParams,
          response: { 200: ZAccountStreamMessage, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) => {
        const ownerId = actorOf(request).userId;
        const first = await streamMessageFor(request.em, ownerId, request.params.accountId, clock.now());
        if (!acceptsEventStream(request)) return reply.header('cache-control', NO_STORE).send(first);
        streamAccount({ request, reply, first, changes, clock, sessionAccess, slots: streamSlots });
        return reply;
      },
    );

    app.get(
      '/trading-accounts/:accountId/history',
      {
        config: { access: TRADER },
        schema: {
          tags: ['trading-accounts'],
          summary: "An account's finished days and its sampled balance and equity",
          params: ZTradingAccountIdParams,
          response: { 200: ZAccountHistory, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const history = await readAccountHistory({
          em: request.em,
          scope: { ownerId: actorOf(request).userId },
          accountId: request.params.accountId,
        });
        return reply.header('cache-control', NO_STORE).send(history);
      },
    );

    app.get(
      '/trading-accounts/:accountId/deals',
      {
        config: { access: TRADER },
        schema: {
          tags: ['trading-accounts'],
          summary: "An account's deals, newest first",
          params: ZTradingAccountIdParams,
          querystring: ZDealPageQuery,
          response: { 200: ZDealPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await listAccountDeals({
          em: request.em,
          scope: { ownerId: actorOf(request).userId },
          accountId: request.params.accountId,
          ...request.query,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/trading-activity',
      {
        config: { access: TRADER },
        schema: {
          tags: ['trading-accounts'],
          summary: "What happened to the trader's accounts, newest first",
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
          response: { 200: ZActivityList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const activities = await listOwnActivity(request.em, actorOf(request).userId, request.query.limit);
        return reply.header('cache-control', NO_STORE).send({ activities });
      },
    );
  },
);
