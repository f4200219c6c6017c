import { ZActivityFilters, ZActivityPage, ZActivityQuery } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { readActivityPage, streamActivityCsv } from './activity.service.ts';

const ZOrganizationParams = z.object({ organizationId: z.uuid() });

/**
 * The organization's activity log: the audit events of staff actions done in it, for its staff holding
 * audit.read and platform admins in any organization. Both routes pass the permission check before their
 * input is read.
 */
export const activityRoutes = routePlugin('activity-routes', async (app) => {
  app.get(
    '/organizations/:organizationId/activity',
    {
      config: { access: { staff: 'audit.read' } },
      schema: {
        tags: ['audit'],
        summary:
          "An organization's activity log, newest first, filtered by actor, action, target, outcome and " +
          'time, a page at a time (keyset cursor)',
        params: ZOrganizationParams,
        querystring: ZActivityQuery,
        response: { 200: ZActivityPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await readActivityPage(request.em, { ...request.query, ...request.params });
      return reply.header('cache-control', NO_STORE).send(page);
    },
  );

  app.get(
    '/organizations/:organizationId/activity/export.csv',
    {
      config: { access: { staff: 'audit.read' } },
      schema: {
        tags: ['audit'],
        summary: 'The filtered activity log as CSV, streamed',
        params: ZOrganizationParams,
        querystring: ZActivityFilters,
        response: { 200: z.unknown().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const stream = await streamActivityCsv(request.em, { ...request.query, ...request.params });
      return reply
        .header('cache-control', NO_STORE)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .send(stream);
    },
  );
});
