import {
  ZAccountHistory,
  ZDealPage,
  ZDealPageQuery,
  ZStaffAccountDetail,
  ZStaffAccountIdParams,
  ZStaffAccountListQuery,
  ZStaffAccountPage,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { readStaffAccountPage } from './staff-account-rows.ts';
import { describeOrganizationAccount } from './staff-accounts.service.ts';
import { listAccountDeals, readAccountHistory } from './trading-accounts.service.ts';

export type TStaffAccountRoutesOptions = { clock: TClock };

const ZOrganizationParams = z.object({ organizationId: z.uuid('Must be an organization id') });

/** Staff of the organization holding accounts.read, and platform admins (staffPermissionGuard). */

/**
 * The firm's accounts as its staff read them, read-only: the list, and each account with what the
 * trader's account page reads (detail, history, deals), scoped by the organization of the path.
 */
export const staffAccountRoutes = routePlugin<TStaffAccountRoutesOptions>(
  'staff-account-routes',
  async (app, { clock }) => {
    app.get(
      '/organizations/:organizationId/trading-accounts',
      {
        config: { access: { staff: 'accounts.read' } },
        schema: {
          tags: ['trading-accounts'],
          summary:
            "The organization's trading accounts, filtered (program, phase, status or breached, breached today, platform, login or trader) and sorted",
          params: ZOrganizationParams,
          querystring: ZStaffAccountListQuery,
          response: { 200: ZStaffAccountPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await readStaffAccountPage(request.em, {
          organizationId: request.params.organizationId,
          query: request.query,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/organizations/:organizationId/trading-accounts/:accountId',
      {
        config: { access: { staff: 'accounts.read' } },
        schema: {
          tags: ['trading-accounts'],
          summary:
            "One of the organization's accounts as its trader's page reads it (rules, snapshot, breaches and disputes), with the trader",
          params: ZStaffAccountIdParams,
          response: { 200: ZStaffAccountDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const detail = await describeOrganizationAccount({
          em: request.em,
          ...request.params,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    app.get(
      '/organizations/:organizationId/trading-accounts/:accountId/history',
      {
        config: { access: { staff: 'accounts.read' } },
        schema: {
          tags: ['trading-accounts'],
          summary: "One of the organization's accounts: its finished days and sampled balance and equity",
          params: ZStaffAccountIdParams,
          response: { 200: ZAccountHistory, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const history = await readAccountHistory({
          em: request.em,
          scope: { organizationId: request.params.organizationId },
          accountId: request.params.accountId,
        });
        return reply.header('cache-control', NO_STORE).send(history);
      },
    );

    app.get(
      '/organizations/:organizationId/trading-accounts/:accountId/deals',
      {
        config: { access: { staff: 'accounts.read' } },
        schema: {
          tags: ['trading-accounts'],
          summary: "One of the organization's accounts: its deals, newest first",
          params: ZStaffAccountIdParams,
          querystring: ZDealPageQuery,
          response: { 200: ZDealPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await listAccountDeals({
          em: request.em,
          scope: { organizationId: request.params.organizationId },
          accountId: request.params.accountId,
          ...request.query,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );
  },
);
