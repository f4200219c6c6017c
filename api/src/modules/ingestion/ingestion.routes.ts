import {
  ZIngestionKeyIssued,
  ZIngestionKeyStatus,
  ZOrganizationDomainsParams,
  ZOrganizationSlug,
} from '@propdesk/shared/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { SIGNATURE_HEADER } from '../../infra/signed-payload.ts';
import { actorOf } from '../../http/actor.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TSecretBox } from '../auth/index.ts';
import type { TAccountEvaluator } from '../trading-accounts/index.ts';
import { readIngestionKeyStatus, SIGNATURE_SCHEME } from './ingestion-key-status.ts';
import { ZIngestResponse } from './ingestion.schemas.ts';
import { ingestDelivery, rotateIngestionKey } from './ingestion.service.ts';

export type TIngestionRoutesOptions = {
  secretBox: TSecretBox;
  evaluator: TAccountEvaluator;
  clock: TClock;
  /** Where bridges reach the api: the endpoint the integrations page shows. */
  apiBaseUrl: string;
};

/** Trading data from external platforms' bridges, and the secret each organization signs it with. */
export const ingestionRoutes = routePlugin<TIngestionRoutesOptions>(
  'ingestion-routes',
  async (app, { secretBox, evaluator, clock, apiBaseUrl }) => {
    app.get(
      '/organizations/:organizationId/ingestion-key',
      {
        config: { access: { staff: 'settings.read' } },
        schema: {
          tags: ['ingestion'],
          summary:
            "Where the firm's bridges send trading data and the state of their signing secret, never the secret (settings.read)",
          params: ZOrganizationDomainsParams,
          response: { 200: ZIngestionKeyStatus, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const status = await readIngestionKeyStatus(request.em, {
          organizationId: request.params.organizationId,
          apiBaseUrl,
        });
        return reply.header('cache-control', NO_STORE).send(status);
      },
    );

    app.post(
      '/organizations/:id/ingestion-key',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['ingestion'],
          summary:
            "Issue a new signing secret for the organization's platform bridges (shown once; owners, admins and platform admins)",
          params: z.object({ id: z.uuid('Must be an organization id') }),
          response: {
            201: ZIngestionKeyIssued,
            ...errorResponses(400, 401, 404),
          },
        },
      },
      async (request, reply) => {
        const secret = await rotateIngestionKey({
          em: request.em,
          actor: actorOf(request),
          organizationId: request.params.id,
          secretBox,
          client: clientInfoOf(request),
        });
        return reply.code(201).header('cache-control', NO_STORE).send({
          secret,
          signatureHeader: SIGNATURE_HEADER,
          signatureScheme: SIGNATURE_SCHEME,
        });
      },
    );

    // Bridges sign the exact bytes they send: the body reaches the verifier unparsed.
    await app.register(async (plugin) => {
      const ingest = plugin.withTypeProvider<ZodTypeProvider>();
      ingest.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      ingest.post(
        '/ingest/:organizationSlug',
        {
          config: { access: 'public' },
          schema: {
            tags: ['ingestion'],
            summary: `Deals and equity snapshots from a platform bridge, signed (${SIGNATURE_HEADER}); idempotent by event id`,
            params: z.object({ organizationSlug: ZOrganizationSlug }),
            body: z.string(),
            response: { 200: ZIngestResponse, ...errorResponses(400, 401) },
          },
        },
        async (request, reply) => {
          const header = request.headers[SIGNATURE_HEADER];
          const response = await ingestDelivery({
            em: request.em,
            organizationSlug: request.params.organizationSlug,
            body: request.body,
            signature: Array.isArray(header) ? header[0] : header,
            secretBox,
            evaluator,
            clock,
          });
          return reply.header('cache-control', NO_STORE).send(response);
        },
      );
    });
  },
);
