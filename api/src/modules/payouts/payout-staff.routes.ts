import {
  ZMarkPayoutPaid,
  ZPayout,
  ZPayoutListQuery,
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
import { clientInfoOf } from '../audit/index.ts';
import type { TAccountEvaluator } from '../trading-accounts/index.ts';
import { approvePayout, markPayoutPaid, rejectPayout } from './payout-review.service.ts';
import { streamPayoutCsv } from './payout-export.ts';
import { readStaffPayout } from './payout-staff.service.ts';
import { readStaffPayoutPage } from './payout-staff-rows.ts';

export type TPayoutStaffRoutesOptions = { evaluator: TAccountEvaluator; clock: TClock };

const ZOrganizationParams = z.object({ organizationId: z.uuid() });
const ZPayoutParams = ZOrganizationParams.extend({ payoutId: z.uuid() });

/**
 * The firm's side: its traders' payouts (staff holding payouts.review, platform admins in any
 * organization), reviewed and decided. Every route names its organization in the path and passes
 * the staff access rule `{ staff: 'payouts.review' }` first.
 */
export const payoutStaffRoutes = routePlugin<TPayoutStaffRoutesOptions>(
  'payout-staff-routes',
  async (app, { evaluator, clock }) => {
    app.get(
      '/organizations/:organizationId/payouts',
      {
        config: { access: { staff: 'payouts.review' } },
        schema: {
          tags: ['payouts'],
          summary:
            "An organization's trader payouts, filtered by status, request date and amount, newest first",
          params: ZOrganizationParams,
          querystring: ZPayoutListQuery,
          response: { 200: ZStaffPayoutPage, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const page = await readStaffPayoutPage(request.em, { ...request.query, ...request.params });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/organizations/:organizationId/payouts/export.csv',
      {
        config: { access: { staff: 'payouts.review' } },
        schema: {
          tags: ['payouts'],
          summary: 'The filtered payouts as CSV, streamed',
          params: ZOrganizationParams,
          querystring: ZPayoutListQuery.omit({ page: true, pageSize: true }),
          response: { 200: z.unknown().describe('text/csv'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const stream = await streamPayoutCsv(request.em, { ...request.query, ...request.params });
        return reply
          .header('cache-control', NO_STORE)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="payouts.csv"')
          .send(stream);
      },
    );

    app.get(
      '/organizations/:organizationId/payouts/:payoutId',
      {
        config: { access: { staff: 'payouts.review' } },
        schema: {
          tags: ['payouts'],
          summary: "A payout with its account's checklist now, the trader's identity check and the account",
          params: ZPayoutParams,
          response: { 200: ZStaffPayoutDetail, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const detail = await readStaffPayout({ em: request.em, ...request.params, now: clock.now() });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    const decisionOf = (request: {
      em: Parameters<typeof approvePayout>[0]['em'];
      params: { organizationId: string; payoutId: string };
    }) => ({
      em: request.em,
      organizationId: request.params.organizationId,
      payoutId: request.params.payoutId,
      now: clock.now(),
    });

    app.post(
      '/organizations/:organizationId/payouts/:payoutId/approve',
      {
        config: { access: { staff: 'payouts.review' } },
        schema: {
          tags: ['payouts'],
          summary: 'Approve a requested payout: its profit leaves the account (second factor required)',
          params: ZPayoutParams,
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
      '/organizations/:organizationId/payouts/:payoutId/reject',
      {
        config: { access: { staff: 'payouts.review' } },
        schema: {
          tags: ['payouts'],
          summary: 'Reject a requested payout with the reason the trader reads (second factor required)',
          params: ZPayoutParams,
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
      '/organizations/:organizationId/payouts/:payoutId/paid',
      {
        config: { access: { staff: 'payouts.review' } },
        schema: {
          tags: ['payouts'],
          summary: 'Mark an approved payout paid, with the transfer reference (second factor required)',
          params: ZPayoutParams,
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
