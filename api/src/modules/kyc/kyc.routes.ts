import {
  KYC_DOCUMENT_MAX_BYTES,
  ZKycDecision,
  ZKycDetail,
  ZKycDocument,
  ZKycDocumentKindParams,
  ZKycDocumentLink,
  ZKycDocumentParams,
  ZKycDocumentToken,
  ZKycListQuery,
  ZKycPage,
  ZKycSubmission,
  ZKycVerificationParams,
  ZOrganizationKycParams,
  ZOwnKyc,
} from '@propdesk/shared/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TImageWork } from '../../infra/image-work.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import {
  decideOrganizationKyc,
  issueDocumentLink,
  listOrganizationKyc,
  openDocumentByLink,
  readOrganizationKyc,
} from './kyc-review.service.ts';
import { readOwnKyc, submitOwnKyc, uploadOwnDocument } from './kyc.service.ts';

const TRADER = { roles: ['client'] } as const;
const UPLOAD_TYPES = ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png'];
/** Room over the 10 MB limit so a slightly larger file gets the explained 400, not a bare 413. */
const UPLOAD_BODY_LIMIT = KYC_DOCUMENT_MAX_BYTES + 1024 * 1024;

export type TKycRoutesOptions = {
  storage: TDocumentStorage;
  imageWork: TImageWork;
  /** Signs and verifies document links (document-link.ts). */
  linkSecret: string;
};

/** A trader's own identity check, and the staff's review of their organization's checks. */
export const kycRoutes = routePlugin<TKycRoutesOptions>(
  'kyc-routes',
  async (app, { storage, imageWork, linkSecret }) => {
    // Links are paths under the api's own prefix, which the browser already knows how to reach.
    const linkBase = `${app.prefix}/kyc-documents`;
    app.get(
      '/me/kyc',
      {
        config: { access: TRADER },
        schema: {
          tags: ['kyc'],
          summary: 'The caller’s identity check: its status, facts, documents and any rejection reason',
          response: { 200: ZOwnKyc, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const kyc = await readOwnKyc({ em: request.em, userId: actorOf(request).userId });
        return reply.header('cache-control', NO_STORE).send(kyc);
      },
    );

    app.post(
      '/me/kyc',
      {
        config: { access: TRADER },
        schema: {
          tags: ['kyc'],
          summary: 'Send the identity check for review (every document uploaded first; 18 or older)',
          body: ZKycSubmission,
          response: { 200: ZOwnKyc, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const kyc = await submitOwnKyc({
          em: request.em,
          userId: actorOf(request).userId,
          submission: request.body,
        });
        return reply.header('cache-control', NO_STORE).send(kyc);
      },
    );

    // One document per request, its bytes as the body: a refused file costs nothing already uploaded.
    await app.register(async (plugin) => {
      const uploads = plugin.withTypeProvider<ZodTypeProvider>();
      uploads.addContentTypeParser(
        UPLOAD_TYPES,
        { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
        (_request, body, done) => {
          done(null, body);
        },
      );
      uploads.put(
        '/me/kyc/documents/:kind',
        {
          config: { access: TRADER },
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: {
            tags: ['kyc'],
            summary: 'Upload one document (PDF, JPEG or PNG by content, up to 10 MB), replacing its kind',
            params: ZKycDocumentKindParams,
            body: z.instanceof(Buffer),
            response: { 200: ZKycDocument, ...errorResponses(400, 401, 403, 409, 429, 503) },
          },
        },
        async (request, reply) => {
          const document = await uploadOwnDocument({
            em: request.em,
            storage,
            imageWork,
            userId: actorOf(request).userId,
            kind: request.params.kind,
            bytes: request.body,
          });
          return reply.header('cache-control', NO_STORE).send(document);
        },
      );
    });

    app.get(
      '/organizations/:organizationId/kyc',
      {
        config: { access: { staff: 'kyc.review' } },
        schema: {
          tags: ['kyc'],
          summary: 'The organization’s identity checks, oldest sent first (permission kyc.review)',
          params: ZOrganizationKycParams,
          querystring: ZKycListQuery,
          response: { 200: ZKycPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await listOrganizationKyc({
          em: request.em,
          organizationId: request.params.organizationId,
          query: request.query,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/organizations/:organizationId/kyc/:verificationId',
      {
        config: { access: { staff: 'kyc.review' } },
        schema: {
          tags: ['kyc'],
          summary: 'One identity check with its documents (permission kyc.review)',
          params: ZKycVerificationParams,
          response: { 200: ZKycDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const detail = await readOrganizationKyc({
          em: request.em,
          ...request.params,
        });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    app.post(
      '/organizations/:organizationId/kyc/:verificationId/documents/:documentId/link',
      {
        config: { access: { staff: 'kyc.review' } },
        schema: {
          tags: ['kyc'],
          summary: 'A link to one document, valid for five minutes; opening it is audited',
          params: ZKycDocumentParams,
          response: { 201: ZKycDocumentLink, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const link = await issueDocumentLink({
          em: request.em,
          actor: actorOf(request),
          ...request.params,
          secret: linkSecret,
          linkBase,
        });
        return reply.code(201).header('cache-control', NO_STORE).send(link);
      },
    );

    app.post(
      '/organizations/:organizationId/kyc/:verificationId/decision',
      {
        config: { access: { staff: 'kyc.review' } },
        schema: {
          tags: ['kyc'],
          summary:
            'Approve or reject (with the reason the trader reads) a sent identity check; second factor',
          params: ZKycVerificationParams,
          body: ZKycDecision,
          response: { 200: ZKycDetail, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const detail = await decideOrganizationKyc({
          em: request.em,
          actor: actorOf(request),
          ...request.params,
          decision: request.body,
          client: clientInfoOf(request),
        });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    // !!! Security invariant: public only because the signed, five-minute token in the path is the
    // authorization (a new browser tab has no bearer token); every opening is audited. !!!
    app.get(
      '/kyc-documents',
      {
        config: { access: 'public' },
        schema: {
          tags: ['kyc'],
          summary: 'The document behind a signed link from the review page, while the link is valid',
          // In the query string: a signed token is longer than the router allows a path segment to be.
          querystring: ZKycDocumentToken,
          response: {
            200: z.instanceof(Buffer).describe('The document’s bytes'),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { document, bytes } = await openDocumentByLink({
          em: request.em,
          storage,
          secret: linkSecret,
          token: request.query.token,
          client: clientInfoOf(request),
        });
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', document.contentType)
          .header('content-disposition', `inline; filename="${document.kind}"`)
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .send(bytes);
      },
    );
  },
);
