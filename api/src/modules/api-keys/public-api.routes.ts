import {
  ZClientListQuery,
  ZClientPage,
  ZPayoutListQuery,
  ZStaffAccountDetail,
  ZStaffAccountListQuery,
  ZStaffAccountPage,
  ZStaffPayoutPage,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { readClientPage } from '../clients/index.ts';
import { applyIngestBatch, ZIngestBatch, ZIngestResponse } from '../ingestion/index.ts';
import {
  describeOrganizationAccount,
  readStaffAccountPage,
  type TAccountEvaluator,
} from '../trading-accounts/index.ts';
import { readStaffPayoutPage } from '../payouts/index.ts';
import { apiKeyCallerOf } from './api-key-guard.ts';

const TAGS = ['public-api-v1'];
const BEARER = [{ apiKey: [] }];

/**
 * Not the address-wide limit: the key guard limits these routes itself, once it knows whether the key
 * verified (api-key-rate-limits.ts): per key, so one integrator's busy job cannot starve another's and a
 * key cannot escape its limit by spreading over addresses, and failures per address.
 */
const LIMITED_BY_KEY_GUARD = false;

const ZAccountParams = z.object({ accountId: z.uuid() });

/**
 * The public api, version 1: what a firm's own systems read (and, for bridges without a signing secret,
 * send) with an API key (`Authorization: Bearer
 * pdkey_…`), each route behind one scope, every answer of the key's organization only. The answers are
 * those of the firm's back office, so both read the same data the same way.
 */
export const publicApiRoutes = routePlugin<{ clock: TClock; evaluator: TAccountEvaluator }>(
  'public-api-routes',
  async (app, { clock, evaluator }) => {
    app.get(
      '/v1/clients',
      {
        config: { access: { apiKey: 'clients:read' }, rateLimit: LIMITED_BY_KEY_GUARD },
        schema: {
          tags: TAGS,
          security: BEARER,
          summary: "The firm's clients, searched, filtered, sorted and paged (scope clients:read)",
          querystring: ZClientListQuery,
          response: { 200: ZClientPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { organizationId } = apiKeyCallerOf(request);
        const page = await readClientPage(request.em, { ...request.query, organizationId });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/v1/accounts',
      {
        config: { access: { apiKey: 'accounts:read' }, rateLimit: LIMITED_BY_KEY_GUARD },
        schema: {
          tags: TAGS,
          security: BEARER,
          summary: "The firm's trading accounts, filtered, sorted and paged (scope accounts:read)",
          querystring: ZStaffAccountListQuery,
          response: { 200: ZStaffAccountPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { organizationId } = apiKeyCallerOf(request);
        const page = await readStaffAccountPage(request.em, {
          organizationId,
          query: request.query,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/v1/accounts/:accountId',
      {
        config: { access: { apiKey: 'accounts:read' }, rateLimit: LIMITED_BY_KEY_GUARD },
        schema: {
          tags: TAGS,
          security: BEARER,
          summary:
            'One of the firm’s accounts: rules, snapshot, breaches and disputes, with its trader (scope accounts:read)',
          params: ZAccountParams,
          response: { 200: ZStaffAccountDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { organizationId } = apiKeyCallerOf(request);
        const detail = await describeOrganizationAccount({
          em: request.em,
          organizationId,
          accountId: request.params.accountId,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    app.get(
      '/v1/payouts',
      {
        config: { access: { apiKey: 'payouts:read' }, rateLimit: LIMITED_BY_KEY_GUARD },
        schema: {
          tags: TAGS,
          security: BEARER,
          summary: "The firm's trader payouts, filtered and paged, newest first (scope payouts:read)",
          querystring: ZPayoutListQuery,
          response: { 200: ZStaffPayoutPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { organizationId } = apiKeyCallerOf(request);
        const page = await readStaffPayoutPage(request.em, { ...request.query, organizationId });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.post(
      '/v1/ingest',
      {
        config: { access: { apiKey: 'ingestion:write' }, rateLimit: LIMITED_BY_KEY_GUARD },
        schema: {
          tags: TAGS,
          security: BEARER,
          summary:
            "Deals and equity snapshots of the firm's platform accounts, as a bridge sends them signed; idempotent by event id (scope ingestion:write)",
          body: ZIngestBatch,
          response: { 200: ZIngestResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { organizationId } = apiKeyCallerOf(request);
        const response = await applyIngestBatch({
          em: request.em,
          organizationId,
          batch: request.body,
          evaluator,
        });
        return reply.header('cache-control', NO_STORE).send(response);
      },
    );
  },
);
