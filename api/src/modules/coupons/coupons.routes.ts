import {
  ZCoupon,
  ZCouponInput,
  ZCouponListQuery,
  ZCouponPage,
  ZCouponPreview,
  ZCouponPreviewRequest,
  ZOrganizationCouponParams,
  ZOrganizationCouponsParams,
} from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { TRouteRateLimit } from '../../config/app-config.ts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import { strictRateLimit } from '../auth/index.ts';
import { activeOrganizationGuard } from '../organizations/index.ts';
import { previewCoupon } from './coupon-preview.service.ts';
import { readCouponPage } from './coupon-rows.ts';
import { createCoupon, deactivateCoupon, updateCoupon } from './coupons.service.ts';

export type TCouponRoutesOptions = {
  clock: TClock;
  /** Per-address limit of the trader's code check (a code is a short secret worth guessing at). */
  previewRateLimit: TRouteRateLimit;
};

const TAGS = ['coupons'];

/**
 * A firm's discount codes: listed on its settings page (settings.read), added, changed and deactivated
 * (settings.manage); and the trader's check of a code for a plan before buying it.
 */
export const couponRoutes = routePlugin<TCouponRoutesOptions>(
  'coupon-routes',
  async (app, { clock, previewRateLimit }) => {
    app.get(
      '/organizations/:organizationId/coupons',
      {
        config: { access: { staff: 'settings.read' } },
        schema: {
          tags: TAGS,
          summary: "The firm's coupons, newest first, searched by code (settings.read)",
          params: ZOrganizationCouponsParams,
          querystring: ZCouponListQuery,
          response: { 200: ZCouponPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await readCouponPage(request.em, { ...request.query, ...request.params });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    const changeOf = (request: FastifyRequest) => ({
      em: request.em,
      actor: actorOf(request),
      client: clientInfoOf(request),
    });

    app.post(
      '/organizations/:organizationId/coupons',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary:
            'Add a coupon: code, percent or fixed amount, plans, dates and use limits (settings.manage)',
          params: ZOrganizationCouponsParams,
          body: ZCouponInput,
          response: { 201: ZCoupon, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const coupon = await createCoupon({
          ...changeOf(request),
          organizationId: request.params.organizationId,
          input: request.body,
        });
        return reply.code(201).header('cache-control', NO_STORE).send(coupon);
      },
    );

    app.put(
      '/organizations/:organizationId/coupons/:couponId',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary: 'Change a coupon; orders already placed keep their price (settings.manage)',
          params: ZOrganizationCouponParams,
          body: ZCouponInput,
          response: { 200: ZCoupon, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const coupon = await updateCoupon({
          ...changeOf(request),
          ...request.params,
          input: request.body,
        });
        return reply.header('cache-control', NO_STORE).send(coupon);
      },
    );

    app.post(
      '/organizations/:organizationId/coupons/:couponId/deactivate',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary: 'Take a coupon off offer: traders are told the code is not valid (settings.manage)',
          params: ZOrganizationCouponParams,
          response: { 200: ZCoupon, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const coupon = await deactivateCoupon({ ...changeOf(request), ...request.params });
        return reply.header('cache-control', NO_STORE).send(coupon);
      },
    );

    app.post(
      '/me/coupons/preview',
      {
        config: { access: { roles: ['client'] }, rateLimit: strictRateLimit(previewRateLimit) },
        preValidation: activeOrganizationGuard,
        schema: {
          tags: TAGS,
          summary:
            "Check a discount code for one of the firm's plans: the discount and the price to pay, or why it does not apply",
          body: ZCouponPreviewRequest,
          response: { 200: ZCouponPreview, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const preview = await previewCoupon({
          em: request.em,
          userId: actorOf(request).userId,
          input: request.body,
          now: new Date(clock.now()),
        });
        return reply.header('cache-control', NO_STORE).send(preview);
      },
    );
  },
);
