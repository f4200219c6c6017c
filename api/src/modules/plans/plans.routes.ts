import {
  ZOrganizationSlugParams,
  ZPublicPlansResponse,
  ZTraderPlansResponse,
} from '@propdesk/shared/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { NO_STORE, publicCacheUntil } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import type { TClock } from '../../infra/clock.ts';
import { listProgramsOf, listPublicPrograms } from './public-plans.service.ts';
import { findTraderOrganization } from './trader-organization.ts';

export type TPlanRoutesOptions = {
  /**
   * Whether a payment provider takes the firm's purchases (the platform's, or the firm's own account);
   * the trader's plan list says so.
   */
  isCheckoutAvailable: (em: EntityManager, organizationId: string) => Promise<boolean>;
  /** Rule-set versions take effect on the engine's clock. */
  clock: TClock;
};

const TRADER = { roles: ['client'] } as const;

/**
 * Plans and their rules: public for the landing's funding tabs and the pricing page, and the signed-in
 * trader's own organization's for the checkout.
 */
export const planRoutes = routePlugin<TPlanRoutesOptions>(
  'plan-routes',
  async (app, { isCheckoutAvailable, clock }) => {
    app.get(
      '/public/organizations/:slug/plans',
      {
        config: { access: 'public' },
        schema: {
          tags: ['plans'],
          summary: "An active organization's programs: active rules and plans (sizes and fees in cents)",
          params: ZOrganizationSlugParams,
          response: { 200: ZPublicPlansResponse, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const now = new Date(clock.now());
        const { programs, nextChangeAt } = await listPublicPrograms({
          em: request.em,
          slug: request.params.slug,
          now,
        });
        return reply.header('cache-control', publicCacheUntil(nextChangeAt, now)).send({ programs });
      },
    );

    app.get(
      '/me/plans',
      {
        config: { access: TRADER },
        schema: {
          tags: ['plans'],
          summary: "The programs and plans of the trader's organization, with their rules",
          response: { 200: ZTraderPlansResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const organization = await findTraderOrganization(request.em, actorOf(request).userId);
        const { programs } = await listProgramsOf({
          em: request.em,
          organizationId: organization.id,
          now: new Date(clock.now()),
        });
        return reply
          .header('cache-control', NO_STORE)
          .send({ programs, checkoutAvailable: await isCheckoutAvailable(request.em, organization.id) });
      },
    );
  },
);
