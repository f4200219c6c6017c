import {
  ZCreateRuleSetDraftInput,
  ZImpactPreview,
  ZLatestImpactPreview,
  ZOrganizationRuleSetParams,
  ZOrganizationRuleSetsParams,
  ZRuleSetCheck,
  ZRuleSetCheckInput,
  ZRuleSetDraftInput,
  ZRuleSetVersion,
  ZRuleSetVersionPage,
  ZRuleSetVersionsQuery,
  ZScheduleRuleSetInput,
} from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import { readLatestImpactPreview, startImpactPreview } from './impact/impact-preview.service.ts';
import { checkRuleSet } from './rule-set-check.ts';
import {
  discardRuleSetDraft,
  saveRuleSetDraft,
  scheduleRuleSet,
  startRuleSetDraft,
  unscheduleRuleSet,
} from './rule-set-drafts.service.ts';
import { listRuleSetVersions } from './rule-set-rows.ts';

const TAGS = ['plans'];
const READ = { config: { access: { staff: 'settings.read' } } } as const;
const MANAGE = { config: { access: { staff: 'settings.manage' } } } as const;
const VERSION_PATH = '/organizations/:organizationId/rule-sets/:ruleSetId';

/**
 * The firm's rules on its settings page: versions listed, drafts checked and read (settings.read);
 * drafts started, saved, discarded, scheduled and previewed (settings.manage).
 */
export const ruleSetRoutes = routePlugin<{ clock: TClock }>('rule-set-routes', async (app, { clock }) => {
  const changeOf = (request: FastifyRequest, organizationId: string) => ({
    em: request.em,
    actor: actorOf(request),
    client: clientInfoOf(request),
    organizationId,
    now: new Date(clock.now()),
  });

  app.get(
    '/organizations/:organizationId/rule-sets',
    {
      ...READ,
      schema: {
        tags: TAGS,
        summary: "A program's rule-set versions, newest first, with the one in force and the pending one",
        params: ZOrganizationRuleSetsParams,
        querystring: ZRuleSetVersionsQuery,
        response: { 200: ZRuleSetVersionPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await listRuleSetVersions({
        em: request.em,
        organizationId: request.params.organizationId,
        ...request.query,
        now: new Date(clock.now()),
      });
      return reply.header('cache-control', NO_STORE).send(page);
    },
  );

  app.post(
    '/organizations/:organizationId/rule-sets',
    {
      ...MANAGE,
      schema: {
        tags: TAGS,
        summary: "Start a program's next version as a copy of the one in force (settings.manage)",
        params: ZOrganizationRuleSetsParams,
        body: ZCreateRuleSetDraftInput,
        response: { 201: ZRuleSetVersion, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const version = await startRuleSetDraft({
        ...changeOf(request, request.params.organizationId),
        program: request.body.program,
      });
      return reply.code(201).header('cache-control', NO_STORE).send(version);
    },
  );

  app.post(
    '/organizations/:organizationId/rule-sets/check',
    {
      ...READ,
      schema: {
        tags: TAGS,
        summary: 'Check rules as written: every problem by field, or their texts for a fresh account',
        params: ZOrganizationRuleSetsParams,
        body: ZRuleSetCheckInput,
        response: { 200: ZRuleSetCheck, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const check = checkRuleSet({ ...request.body, now: clock.now() });
      return reply.header('cache-control', NO_STORE).send(check);
    },
  );

  app.put(
    VERSION_PATH,
    {
      ...MANAGE,
      schema: {
        tags: TAGS,
        summary: "Save a draft's rules; refused with every problem when they are not valid (settings.manage)",
        params: ZOrganizationRuleSetParams,
        body: ZRuleSetDraftInput,
        response: { 200: ZRuleSetVersion, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const version = await saveRuleSetDraft({
        ...changeOf(request, request.params.organizationId),
        ruleSetId: request.params.ruleSetId,
        data: request.body.data,
      });
      return reply.header('cache-control', NO_STORE).send(version);
    },
  );

  app.delete(
    VERSION_PATH,
    {
      ...MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Discard a draft (settings.manage)',
        params: ZOrganizationRuleSetParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await discardRuleSetDraft({
        ...changeOf(request, request.params.organizationId),
        ruleSetId: request.params.ruleSetId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${VERSION_PATH}/schedule`,
    {
      ...MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Schedule a draft for an instant, or put it in force now (settings.manage)',
        params: ZOrganizationRuleSetParams,
        body: ZScheduleRuleSetInput,
        response: { 200: ZRuleSetVersion, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { effectiveFrom } = request.body;
      const version = await scheduleRuleSet({
        ...changeOf(request, request.params.organizationId),
        ruleSetId: request.params.ruleSetId,
        effectiveFrom: effectiveFrom === null ? null : new Date(effectiveFrom),
      });
      return reply.header('cache-control', NO_STORE).send(version);
    },
  );

  app.post(
    `${VERSION_PATH}/unschedule`,
    {
      ...MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Take a scheduled version back to a draft before its instant (settings.manage)',
        params: ZOrganizationRuleSetParams,
        response: { 200: ZRuleSetVersion, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const version = await unscheduleRuleSet({
        ...changeOf(request, request.params.organizationId),
        ruleSetId: request.params.ruleSetId,
      });
      return reply.header('cache-control', NO_STORE).send(version);
    },
  );

  app.post(
    `${VERSION_PATH}/impact-previews`,
    {
      ...MANAGE,
      schema: {
        tags: TAGS,
        summary:
          "Replay a draft over the firm's accounts of the last 30 days, in the background (settings.manage)",
        params: ZOrganizationRuleSetParams,
        response: { 202: ZImpactPreview, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const preview = await startImpactPreview({
        em: request.em,
        organizationId: request.params.organizationId,
        ruleSetId: request.params.ruleSetId,
        now: new Date(clock.now()),
      });
      return reply.code(202).header('cache-control', NO_STORE).send(preview);
    },
  );

  app.get(
    `${VERSION_PATH}/impact-previews/latest`,
    {
      ...READ,
      schema: {
        tags: TAGS,
        summary: "A version's latest impact preview with its progress, or null",
        params: ZOrganizationRuleSetParams,
        response: { 200: ZLatestImpactPreview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const preview = await readLatestImpactPreview({ em: request.em, ...request.params });
      return reply.header('cache-control', NO_STORE).send({ preview });
    },
  );
});
