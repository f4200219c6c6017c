import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

let eventSequence = 0;

/** A Stripe event as Stripe sends it (only the fields PropDesk reads beside the envelope). */
export function stripeEvent(type: string, object: Record<string, unknown>): string {
  eventSequence += 1;
  return JSON.stringify(
    {
      id: `evt_test_${eventSequence}_${Date.now()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    },
    // Pretty-printed, as Stripe sends it: a body parsed and written again would no longer verify.
    null,
    2,
  );
}

/** The signature header Stripe would send for `body`, made by Stripe's own library. */
export function signStripeBody(
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}

/**
 * Posts a delivery to the Stripe webhook route, signed or not: the platform's account's, or with
 * `organizationId` a firm's own account's.
 */
export function deliverStripe(
  app: FastifyInstance,
  body: string,
  signature?: string,
  organizationId?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/stripe${organizationId === undefined ? '' : `/${organizationId}`}`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}
