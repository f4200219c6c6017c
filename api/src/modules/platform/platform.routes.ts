import { NO_STORE, SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { exemptFromLoadShedding } from '../../plugins/under-pressure.ts';
import {
  READINESS_UNAVAILABLE_RESPONSE,
  ZLivenessResponse,
  ZPublicConfigResponse,
  ZReadinessResponse,
} from './platform.schemas.ts';
import { buildPublicConfig, checkReadiness } from './platform.service.ts';

export type TPlatformRoutesOptions = {
  productName: string;
  supportEmail: string;
  supportPhone: string | null;
};

export const platformRoutes = routePlugin<TPlatformRoutesOptions>(
  'platform-routes',
  async (app, { productName, supportEmail, supportPhone }) => {
    // Liveness answers from memory: it is never rate limited, so a probe polling from one address cannot
    // make the orchestrator restart a healthy instance.
    app.get(
      '/livez',
      {
        config: { access: 'public', rateLimit: false, ...exemptFromLoadShedding },
        schema: {
          tags: ['platform'],
          summary: 'Liveness: the process is up and serving',
          response: { 200: ZLivenessResponse, ...errorResponses() },
        },
      },
      async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }),
    );

    // Do not loosen: readiness queries the database, so it stays under the global per-client limit; an
    // anonymous flood must not turn it into a way to load the database. An orchestrator polling every few
    // seconds is far below that limit.
    app.get(
      '/readyz',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Readiness: the database answers; 503 takes the instance out of rotation',
          response: { ...errorResponses(), 200: ZReadinessResponse, 503: READINESS_UNAVAILABLE_RESPONSE },
        },
      },
      async (request, reply) => {
        const readiness = await checkReadiness({ em: request.em });
        return reply
          .code(readiness.status === 'ok' ? 200 : 503)
          .header('cache-control', NO_STORE)
          .send(readiness);
      },
    );

    const publicConfig = buildPublicConfig({ productName, supportEmail, supportPhone });
    app.get(
      '/public/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Product-wide settings every front end reads at start',
          response: { 200: ZPublicConfigResponse, ...errorResponses() },
        },
      },
      async (_request, reply) => reply.header('cache-control', SHORT_PUBLIC_CACHE).send(publicConfig),
    );
  },
);
