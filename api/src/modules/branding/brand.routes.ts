import {
  BRAND_LOGO_MAX_BYTES,
  ZBrand,
  ZBrandInput,
  ZBrandSaved,
  ZOrganizationBrandParams,
  ZOrganizationSlug,
  ZOrganizationSlugParams,
} from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE, SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TImageWork } from '../../infra/image-work.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import {
  readBrand,
  readPublicCustomCss,
  readPublicLogo,
  removeLogo,
  replaceLogo,
  updateBrand,
} from './brand.service.ts';

export type TBrandRoutesOptions = {
  storage: TDocumentStorage;
  imageWork: TImageWork;
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
};

const TAGS = ['branding'];
const LOGO_UPLOAD_TYPES = ['application/octet-stream', 'image/png', 'image/jpeg', 'image/svg+xml'];
/** Room over the 512 KB limit so a slightly larger file gets the explained 400, not a bare 413. */
const LOGO_BODY_LIMIT = BRAND_LOGO_MAX_BYTES + 256 * 1024;
/** A logo's address changes with every upload: what it names never changes. */
const IMMUTABLE_PUBLIC = 'public, max-age=31536000, immutable';
/**
 * Opened on its own (not as an <img>), an SVG is a document: nothing in it may run or load, even if the
 * sanitizer had missed something.
 */
const LOGO_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ZLogoParams = z.object({ slug: ZOrganizationSlug, assetId: z.uuid() });

/**
 * A firm's brand: its editor reads it (settings.read) and changes colours, font, custom CSS and the logo
 * (settings.manage); anyone may fetch the uploaded logo its pages show.
 */
export const brandRoutes = routePlugin<TBrandRoutesOptions>(
  'brand-routes',
  async (app, { storage, imageWork, apiBaseUrl }) => {
    /** Who changes which firm's brand, from where: what every change below is given. */
    const changeOf = (request: FastifyRequest, organizationId: string) => ({
      em: request.em,
      organizationId,
      apiBaseUrl,
      actorId: actorOf(request).userId,
      client: clientInfoOf(request),
    });
    app.get(
      '/organizations/:organizationId/brand',
      {
        config: { access: { staff: 'settings.read' } },
        schema: {
          tags: TAGS,
          summary: "The firm's brand: colours, font, custom CSS and logo (settings.read)",
          params: ZOrganizationBrandParams,
          response: { 200: ZBrand, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const brand = await readBrand({
          em: request.em,
          organizationId: request.params.organizationId,
          apiBaseUrl,
        });
        return reply.header('cache-control', NO_STORE).send(brand);
      },
    );

    app.put(
      '/organizations/:organizationId/brand',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary:
            'Replace colours, font and custom CSS (settings.manage): unreadable colours are refused, the CSS ' +
            'is stored sanitized and the answer lists what was removed',
          params: ZOrganizationBrandParams,
          body: ZBrandInput,
          response: { 200: ZBrandSaved, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const brand = await updateBrand({
          ...changeOf(request, request.params.organizationId),
          input: request.body,
        });
        return reply.header('cache-control', NO_STORE).send(brand);
      },
    );

    // The logo's bytes as the body: PNG, JPEG or SVG, told apart by their content.
    await app.register(async (plugin) => {
      const uploads = plugin.withTypeProvider<ZodTypeProvider>();
      uploads.addContentTypeParser(
        LOGO_UPLOAD_TYPES,
        { parseAs: 'buffer', bodyLimit: LOGO_BODY_LIMIT },
        (_request, body, done) => {
          done(null, body);
        },
      );
      uploads.put(
        '/organizations/:organizationId/brand/logo',
        {
          config: { access: { staff: 'settings.manage' } },
          bodyLimit: LOGO_BODY_LIMIT,
          schema: {
            tags: TAGS,
            summary:
              'Upload the logo (PNG, JPEG or SVG by content, up to 512 KB; SVG sanitized), replacing it',
            params: ZOrganizationBrandParams,
            body: z.instanceof(Buffer),
            response: { 200: ZBrand, ...errorResponses(400, 401, 403, 404, 429, 503) },
          },
        },
        async (request, reply) => {
          const brand = await replaceLogo({
            ...changeOf(request, request.params.organizationId),
            storage,
            imageWork,
            bytes: request.body,
          });
          return reply.header('cache-control', NO_STORE).send(brand);
        },
      );
    });

    app.delete(
      '/organizations/:organizationId/brand/logo',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary: 'Remove the uploaded logo (settings.manage)',
          params: ZOrganizationBrandParams,
          response: { 200: ZBrand, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const brand = await removeLogo({
          ...changeOf(request, request.params.organizationId),
          storage,
        });
        return reply.header('cache-control', NO_STORE).send(brand);
      },
    );

    app.get(
      '/public/organizations/:slug/logo/:assetId',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: "A firm's uploaded logo (image/png, image/jpeg or sanitized image/svg+xml)",
          params: ZLogoParams,
          response: { 200: z.unknown().describe('the image'), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const logo = await readPublicLogo({ em: request.em, storage, ...request.params });
        return (
          reply
            .header('cache-control', IMMUTABLE_PUBLIC)
            .header('content-type', logo.contentType)
            .header('content-security-policy', LOGO_CONTENT_SECURITY_POLICY)
            // Shown by the portal's pages, which live on other origins (the shell's, firms' own domains).
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(logo.bytes)
        );
      },
    );

    app.get(
      '/public/organizations/:slug/custom.css',
      {
        config: { access: 'public' },
        schema: {
          tags: ['organizations'],
          summary:
            "An active organization's custom stylesheet (text/css), sanitized and scoped to its content root; " +
            'empty when it has none',
          params: ZOrganizationSlugParams,
          response: { 200: z.unknown().describe('text/css'), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const css = await readPublicCustomCss({ em: request.em, slug: request.params.slug });
        return (
          reply
            .header('cache-control', SHORT_PUBLIC_CACHE)
            .header('content-type', 'text/css; charset=utf-8')
            // Linked by the portal's pages, which live on other origins (the shell's, firms' own domains).
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(Buffer.from(css, 'utf8'))
        );
      },
    );
  },
);
