import {
  ZCertificateCodeParams,
  ZCertificateIdParams,
  ZCertificatePage,
  ZCertificatePageQuery,
  ZCertificatePreferences,
  ZCertificateRevocation,
  ZCertificateVerification,
  ZOrganizationCertificateParams,
  ZRevokeCertificate,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import { revokeOrganizationCertificate } from './certificate-revocation.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { readCertificateVerification, readOwnCertificatePage } from './certificate-rows.ts';
import { printOwnCertificate, updateCertificatePreferences } from './certificates.service.ts';

export type TCertificateRoutesOptions = {
  /** Where the public verification page lives: printed as a link and a QR code on every certificate. */
  publicAppUrl: string;
  /** Where firms' uploaded logos are kept: a certificate prints its firm's. */
  storage: TDocumentStorage;
};

const TAGS = ['certificates'];
const TRADER = { roles: ['client'] } as const;

/**
 * The trader's certificates (list, PDF, how their name is printed), the firm's revocation of one, and the
 * anonymous verification of a code. The public route is under the global rate limit, and a code is 80
 * random bits: nothing can be found by trying codes.
 */
export const certificateRoutes = routePlugin<TCertificateRoutesOptions>(
  'certificate-routes',
  async (app, { publicAppUrl, storage }) => {
    app.get(
      '/me/certificates',
      {
        config: { access: TRADER },
        schema: {
          tags: TAGS,
          summary: 'A page of your certificates, newest first, with your name as they print it',
          querystring: ZCertificatePageQuery,
          response: { 200: ZCertificatePage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const page = await readOwnCertificatePage(request.em, {
          ownerId: actorOf(request).userId,
          ...request.query,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/me/certificates/:certificateId/pdf',
      {
        config: { access: TRADER },
        schema: {
          tags: TAGS,
          summary: 'One of your certificates as a PDF (application/pdf)',
          params: ZCertificateIdParams,
          response: {
            // Bytes are never serialized (Fastify sends a Buffer as it is); the schema documents them.
            200: z
              .instanceof(Buffer)
              .meta({ type: 'string', format: 'binary', description: 'The PDF document' }),
            ...errorResponses(400, 401, 403, 404, 410),
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await printOwnCertificate({
          em: request.em,
          storage,
          ownerId: actorOf(request).userId,
          certificateId: request.params.certificateId,
          publicAppUrl,
        });
        return reply
          .header('cache-control', NO_STORE)
          .header('content-disposition', `inline; filename="${fileName}"`)
          .type('application/pdf')
          .send(pdf);
      },
    );

    app.put(
      '/me/certificates/preferences',
      {
        config: { access: TRADER },
        schema: {
          tags: TAGS,
          summary: 'How your name is printed on your certificates: in full or first name and initial',
          body: ZCertificatePreferences,
          response: { 200: ZCertificatePreferences, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const preferences = await updateCertificatePreferences({
          em: request.em,
          userId: actorOf(request).userId,
          preferences: request.body,
        });
        return reply.header('cache-control', NO_STORE).send(preferences);
      },
    );

    app.post(
      '/organizations/:organizationId/certificates/:certificateId/revoke',
      {
        config: { access: { staff: 'certificates.revoke' } },
        schema: {
          tags: TAGS,
          summary:
            'Revoke a certificate of the organization, for good, with the reason the trader reads (permission certificates.revoke)',
          params: ZOrganizationCertificateParams,
          body: ZRevokeCertificate,
          response: { 200: ZCertificateRevocation, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const revocation = await revokeOrganizationCertificate({
          em: request.em,
          actor: actorOf(request),
          ...request.params,
          reason: request.body.reason,
          client: clientInfoOf(request),
        });
        return reply.header('cache-control', NO_STORE).send(revocation);
      },
    );

    app.get(
      '/public/certificates/:code',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: 'Verify a certificate code: its facts, that it was revoked, or that no certificate has it',
          params: ZCertificateCodeParams,
          response: { 200: ZCertificateVerification, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const verification = await readCertificateVerification(request.em, request.params.code);
        // Not cached: a revocation must show at once.
        return reply.header('cache-control', NO_STORE).send(verification);
      },
    );
  },
);
