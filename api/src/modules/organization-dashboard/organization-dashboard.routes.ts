import { ZDashboardQuery, ZOrganizationDashboard } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { readOrganizationDashboard } from './organization-dashboard.service.ts';

export type TOrganizationDashboardRoutesOptions = { clock: TClock };

const ZOrganizationParams = z.object({ organizationId: z.uuid() });

/** The organization's dashboard: its staff holding dashboard.read, and platform admins in any organization. */
export const organizationDashboardRoutes = routePlugin<TOrganizationDashboardRoutesOptions>(
  'organization-dashboard-routes',
  async (app, { clock }) => {
    app.get(
      '/organizations/:organizationId/dashboard',
      {
        config: { access: { staff: 'dashboard.read' } },
        schema: {
          tags: ['organization-dashboard'],
          summary:
            "An organization's figures for a range of UTC days (default the last 30): clients, accounts, pass " +
            'rates, revenue, payouts, breaches and daily series',
          params: ZOrganizationParams,
          querystring: ZDashboardQuery,
          response: { 200: ZOrganizationDashboard, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const dashboard = await readOrganizationDashboard({
          em: request.em,
          organizationId: request.params.organizationId,
          query: request.query,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(dashboard);
      },
    );
  },
);
