import {
  ZOrganizationPlanParams,
  ZOrganizationPlansParams,
  ZPlanInput,
  ZStaffPlan,
  ZStaffPlanList,
} from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import { createStaffPlan, listStaffPlans, updateStaffPlan } from './staff-plans.service.ts';

const TAGS = ['plans'];

/** The firm's plans on its settings page: listed (settings.read), added and changed (settings.manage). */
export const staffPlanRoutes = routePlugin('staff-plan-routes', async (app) => {
  app.get(
    '/organizations/:organizationId/plans',
    {
      config: { access: { staff: 'settings.read' } },
      schema: {
        tags: TAGS,
        summary: 'Every plan of the firm, on sale or not (settings.read)',
        params: ZOrganizationPlansParams,
        response: { 200: ZStaffPlanList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const plans = await listStaffPlans(request.em, request.params.organizationId);
      return reply.header('cache-control', NO_STORE).send({ plans });
    },
  );

  app.post(
    '/organizations/:organizationId/plans',
    {
      config: { access: { staff: 'settings.manage' } },
      schema: {
        tags: TAGS,
        summary: 'Add a plan: program, account size, fee, currency, on sale or not, order (settings.manage)',
        params: ZOrganizationPlansParams,
        body: ZPlanInput,
        response: { 201: ZStaffPlan, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const plan = await createStaffPlan({
        em: request.em,
        actor: actorOf(request),
        organizationId: request.params.organizationId,
        client: clientInfoOf(request),
        input: request.body,
      });
      return reply.code(201).header('cache-control', NO_STORE).send(plan);
    },
  );

  app.put(
    '/organizations/:organizationId/plans/:planId',
    {
      config: { access: { staff: 'settings.manage' } },
      schema: {
        tags: TAGS,
        summary: 'Change a plan; accounts already bought keep their terms (settings.manage)',
        params: ZOrganizationPlanParams,
        body: ZPlanInput,
        response: { 200: ZStaffPlan, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const plan = await updateStaffPlan({
        em: request.em,
        actor: actorOf(request),
        organizationId: request.params.organizationId,
        client: clientInfoOf(request),
        input: request.body,
        planId: request.params.planId,
      });
      return reply.header('cache-control', NO_STORE).send(plan);
    },
  );
});
