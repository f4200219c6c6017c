import {
  ZPlaceSimulatorOrder,
  ZSimulatorPosition,
  ZSimulatorPositionIdParams,
  ZSimulatorQuote,
  ZTradingAccountIdParams,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { activeOrganizationGuard } from '../organizations/index.ts';
import { findOwnAccount, ownTradingAccountGuard } from '../trading-accounts/index.ts';
import { quotesAt } from './market/index.ts';
import {
  closeSimulatorPosition,
  listOpenPositions,
  placeSimulatorOrder,
  type TSimulator,
} from './simulator.service.ts';

const TRADER = { roles: ['client'] } as const;

/** The built-in simulator platform: quotes, a trader's open positions, market orders and closes. */
export const simulatorRoutes = routePlugin<{ simulator: TSimulator }>(
  'simulator-routes',
  async (app, { simulator }) => {
    app.get(
      '/simulator/quotes',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['simulator'],
          summary: "Every simulated instrument's bid and ask this second",
          response: { 200: z.object({ quotes: z.array(ZSimulatorQuote) }), ...errorResponses(401) },
        },
      },
      async (_request, reply) => {
        const quotes = quotesAt(simulator.seed, simulator.clock.now()).map((quote) => ({
          symbol: quote.symbol,
          bid: quote.bid,
          ask: quote.ask,
          at: new Date(quote.tickMs).toISOString(),
        }));
        return reply.header('cache-control', NO_STORE).send({ quotes });
      },
    );

    app.get(
      '/trading-accounts/:accountId/positions',
      {
        config: { access: TRADER },
        schema: {
          tags: ['simulator'],
          summary: "An account's open simulator positions, marked to this second's quotes",
          params: ZTradingAccountIdParams,
          response: {
            200: z.object({ positions: z.array(ZSimulatorPosition) }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const account = await findOwnAccount(request.em, actorOf(request).userId, request.params.accountId);
        const positions = await listOpenPositions(request.em, account.id, simulator);
        return reply.header('cache-control', NO_STORE).send({ positions });
      },
    );

    app.post(
      '/trading-accounts/:accountId/positions',
      {
        config: { access: TRADER },
        preValidation: [activeOrganizationGuard, ownTradingAccountGuard],
        schema: {
          tags: ['simulator'],
          summary: 'Place a market order on a simulator account (optional stop-loss and take-profit)',
          params: ZTradingAccountIdParams,
          body: ZPlaceSimulatorOrder,
          response: { 201: ZSimulatorPosition, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const position = await placeSimulatorOrder({
          em: request.em,
          accountId: request.params.accountId,
          order: request.body,
          simulator,
        });
        return reply.code(201).header('cache-control', NO_STORE).send(position);
      },
    );

    app.post(
      '/trading-accounts/:accountId/positions/:positionId/close',
      {
        config: { access: TRADER },
        preValidation: [activeOrganizationGuard, ownTradingAccountGuard],
        schema: {
          tags: ['simulator'],
          summary: 'Close an open simulator position at the current quote',
          params: ZSimulatorPositionIdParams,
          response: { 200: ZSimulatorPosition, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const position = await closeSimulatorPosition({
          em: request.em,
          accountId: request.params.accountId,
          positionId: request.params.positionId,
          simulator,
        });
        return reply.header('cache-control', NO_STORE).send(position);
      },
    );
  },
);
