import {
  ZMarkPayoutPaid,
  ZPayout,
  ZPayoutIdParams,
  ZPayoutListQuery,
  ZPayoutOrganizationQuery,
  ZRejectPayout,
  ZStaffPayoutDetail,
  ZStaffPayoutPage,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/client-info.ts';
import type { TAccountEvaluator } from '../trading-accounts/account-evaluation.ts';
import { approvePayout, markPayoutPaid, rejectPayout } from './payout-review.service.ts';
import { exportStaffPayouts, listStaffPayouts, readStaffPayout } from './payout-staff.service.ts';

export type TPayoutStaffRoutesOptions = { evaluator: TAccountEvaluator; clock: TClock };

/**
 * The firm's side: its traders' payouts (staff holding payouts.review, platform admins in any
 * organization), reviewed and decided. The organization is named in the query on every route.
 */
export const payoutStaffRoutes = routePlugin<TPayoutStaffRoutesOptions>(
  'payout-staff-routes',
  async (app, { evaluator, clock }) => {
    app.get(
      '/payouts',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['payouts'],
          summary: "An organization's trader payouts, filtered by status, request date and amount, newest first",
          querystring: ZPayoutListQuery,
          response: { 200: ZStaffPayoutPage, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const page = await listStaffPayouts({ em: request.em, actor: actorOf(request), query: request.query });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/payouts/export.csv',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['payouts'],
          summary: 'The filtered payouts as CSV, streamed',
          querystring: ZPayoutListQuery.omit({ page: true, pageSize: true }),
          response: { 200: z.unknown().describe('text/csv'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const stream = await exportStaffPayouts({ em: request.em, actor: actorOf(request), filters: request.query });
        return reply
          .header('cache-control', NO_STORE)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="payouts.csv"')
          .send(stream);
      },
    );

    app.get(
      '/payouts/:payoutId',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['payouts'],
          summary: "A payout with its account's checklist now, the trader's identity check and the account",
          params: ZPayoutIdParams,
          querystring: ZPayoutOrganizationQuery,
          response: { 200: ZStaffPayoutDetail, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const detail = await readStaffPayout({
          em: request.em,
          actor: actorOf(request),
          organizationId: request.query.organizationId,
          payoutId: request.params.payoutId,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    const decisionOf = (request: {
      em: Parameters<typeof approvePayout>[0]['em'];
      params: { payoutId: string };
      query: { organizationId: string };
    }) => ({
      em: request.em,
      organizationId: request.query.organizationId,
      payoutId: request.params.payoutId,
      now: clock.now(),
    });

    app.post(
      '/payouts/:payoutId/approve',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['payouts'],
          summary: 'Approve a requested payout: its profit leaves the account (second factor required)',
          params: ZPayoutIdParams,
          querystring: ZPayoutOrganizationQuery,
          response: { 200: ZPayout, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const payout = await approvePayout({
          ...decisionOf(request),
          actor: actorOf(request),
          client: clientInfoOf(request),
          evaluator,
        });
        return reply.header('cache-control', NO_STORE).send(payout);
      },
    );

    app.post(
      '/payouts/:payoutId/reject',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['payouts'],
          summary: 'Reject a requested payout with the reason the trader reads (second factor required)',
          params: ZPayoutIdParams,
          querystring: ZPayoutOrganizationQuery,
          body: ZRejectPayout,
          response: { 200: ZPayout, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const payout = await rejectPayout({
          ...decisionOf(request),
          actor: actorOf(request),
          client: clientInfoOf(request),
          reason: request.body.reason,
        });
        return reply.header('cache-control', NO_STORE).send(payout);
      },
    );

    app.post(
      '/payouts/:payoutId/paid',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['payouts'],
          summary: 'Mark an approved payout paid, with the transfer reference (second factor required)',
          params: ZPayoutIdParams,
          querystring: ZPayoutOrganizationQuery,
          body: ZMarkPayoutPaid,
          response: { 200: ZPayout, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const payout = await markPayoutPaid({
          ...decisionOf(request),
          actor: actorOf(request),
          client: clientInfoOf(request),
          reference: request.body.reference,
        });
        return reply.header('cache-control', NO_STORE).send(payout);
      },
    );
  },
);
