import type Stripe from 'stripe';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { PAYMENT_WEBHOOK_ERROR_CODES } from '@propdesk/shared/contracts';
import type { TStripeConfig } from '../../config/app-config.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { systemClock, type TClock } from '../../infra/clock.ts';
import { onFirstUse } from '../../infra/on-first-use.ts';
import {
  announceClosedAccounts,
  type TAccountChangeBus,
  type TLoginGenerator,
  type TTradingAccount,
} from '../trading-accounts/index.ts';
import { applyProviderMoneyEvent, type TRefundingProvider, type TRefundRequest } from '../billing/index.ts';
import type { TPaymentProvider, TPaymentRequest } from './payment-provider.ts';
import {
  applyProviderEventOnce,
  applyVerifiedPaymentEvent,
  type TVerifiedPaymentEvent,
  type TWebhookResult,
} from './payment-webhook.service.ts';
import { idOf, toMoneyEvent, type TStripeMoneyEvent } from './stripe-money-events.ts';

export const STRIPE_PROVIDER = 'stripe';
/** The header Stripe signs its deliveries in. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** A Stripe delivery: the body's bytes exactly as received (never parsed and re-serialized) and its header. */
export type TStripeDelivery = { readonly body: Uint8Array; readonly signature: string | undefined };

const ZOrderId = z.uuid();

/** STRIPE_API_BASE_URL as the client's own options: Stripe's client takes a host, a port and a protocol. */
export function stripeAddressOf(
  apiBaseUrl: string | null,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiBaseUrl === null) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

/**
 * Card payments through Stripe Checkout (docs/adr/0017-stripe-checkout.md). An order becomes a Checkout
 * Session for the order's own price, and the buyer pays on Stripe's page; the payment is final only when
 * Stripe's signed webhook says so. The package is loaded by the first checkout or delivery, not at start.
 */
export function createStripeProvider(config: TStripeConfig) {
  const loadStripe = onFirstUse(async () => {
    const { default: StripeClient } = await import('stripe');
    const client = new StripeClient(config.secretKey, {
      ...stripeAddressOf(config.apiBaseUrl),
      // A session creation retried after a lost answer is safe: its idempotency key is the order's id.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    return { client, SignatureError: StripeClient.errors.StripeSignatureVerificationError };
  });

  return {
    name: STRIPE_PROVIDER,

    async startPayment(order: TPaymentRequest) {
      const { client } = await loadStripe();
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.priceMinor,
                product_data: { name: order.description },
              },
            },
          ],
          client_reference_id: order.id,
          // On the session for its own events, and on its PaymentIntent, whose events carry only theirs.
          metadata: { orderId: order.id },
          payment_intent_data: { metadata: { orderId: order.id } },
          success_url: order.returnUrl,
          cancel_url: order.returnUrl,
        },
        // One session per order, however often the request is retried.
        { idempotencyKey: order.id },
      );
      if (session.url === null) throw new Error('Stripe answered a Checkout Session without a payment url');
      return { providerReference: session.id, paymentUrl: session.url };
    },

    async refund(request: TRefundRequest) {
      const { client } = await loadStripe();
      const refund = await client.refunds.create(
        {
          payment_intent: request.paymentReference,
          amount: request.amountMinor,
          reason: 'requested_by_customer',
          metadata: { orderId: request.orderId },
        },
        // Stripe answers a repeated key with the refund it made: a retried request never refunds twice.
        { idempotencyKey: `refund:${request.orderId}:${request.idempotencyKey}` },
      );
      return { reference: refund.id };
    },

    /**
     * Do not loosen: a delivery counts only when Stripe's library verifies its signature over the raw
     * body with the endpoint's secret, within the library's tolerance (five minutes). Stripe's messages
     * can quote part of the secret, so the refusal carries only our own words.
     */
    async verifyDelivery(delivery: TStripeDelivery, nowMs: number): Promise<Stripe.Event> {
      const { client, SignatureError } = await loadStripe();
      const header = delivery.signature ?? '';
      const verify = (tolerance?: number) =>
        client.webhooks.constructEvent(
          delivery.body,
          header,
          config.webhookSecret,
          tolerance,
          undefined,
          nowMs,
        );
      try {
        return verify();
      } catch (error) {
        if (!(error instanceof SignatureError)) throw error;
      }
      // Told apart by the library itself: with the timestamp check off (tolerance 0), a delivery that
      // verifies was signed by Stripe, only too long ago (a replay, or a clock far off).
      try {
        verify(0);
      } catch {
        throw new DomainError(
          PAYMENT_WEBHOOK_ERROR_CODES.signatureInvalid,
          `The ${STRIPE_SIGNATURE_HEADER} header is missing or does not verify`,
        );
      }
      throw new DomainError(
        PAYMENT_WEBHOOK_ERROR_CODES.timestampOutsideTolerance,
        "The delivery's signature is older than the five minutes allowed",
      );
    },
  } satisfies TPaymentProvider & TRefundingProvider & Record<string, unknown>;
}
export type TStripeProvider = ReturnType<typeof createStripeProvider>;

function orderTargetOf(metadata: Stripe.Metadata | null): { orderId: string } | null {
  const orderId = ZOrderId.safeParse(metadata?.['orderId']);
  return orderId.success ? { orderId: orderId.data } : null;
}

/** The payment event of an order's Checkout Session or PaymentIntent, found by the order id in its metadata. */
function paymentEventOf(
  event: Stripe.Event,
  paidFor: { id: string; metadata: Stripe.Metadata | null },
  outcome: TVerifiedPaymentEvent['outcome'],
): TVerifiedPaymentEvent {
  return {
    id: event.id,
    type: event.type,
    reference: paidFor.id,
    target: orderTargetOf(paidFor.metadata),
    outcome,
  };
}

/**
 * What a Stripe event means for an order; null for the events PropDesk does not act on. A Checkout
 * Session completed without its money (a delayed payment method) pays nothing yet.
 */
export function toPaymentEvent(event: Stripe.Event): TVerifiedPaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return session.payment_status === 'paid'
        ? paymentEventOf(event, session, {
            kind: 'succeeded',
            // Refunds name the PaymentIntent; a session always has one in payment mode.
            paymentReference: idOf(session.payment_intent) ?? session.id,
          })
        : null;
    }
    case 'checkout.session.expired':
      return paymentEventOf(event, event.data.object, { kind: 'failed', reason: 'expired' });
    case 'payment_intent.succeeded':
      return paymentEventOf(event, event.data.object, {
        kind: 'succeeded',
        paymentReference: event.data.object.id,
      });
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const reason = intent.last_payment_error?.message ?? 'The payment failed';
      return paymentEventOf(event, intent, { kind: 'failed', reason });
    }
    default:
      return null;
  }
}

/** A Stripe delivery, verified, applied once through the path every provider's events take. */
export async function applyStripeWebhook({
  em,
  stripe,
  delivery,
  changes,
  clock,
  generateLogin,
}: {
  em: EntityManager;
  stripe: TStripeProvider;
  delivery: TStripeDelivery;
  changes: TAccountChangeBus;
  clock: TClock;
  generateLogin?: TLoginGenerator;
}): Promise<TWebhookResult> {
  // Stripe signs with the real time: the tolerance is checked against the system's clock, never the
  // development clock, which moves account time only (a journey test may have run it days ahead).
  const stripeEvent = await stripe.verifyDelivery(delivery, systemClock.now());
  const moneyEvent = toMoneyEvent(stripeEvent);
  if (moneyEvent !== null) {
    return applyStripeMoneyEvent({ em, provider: STRIPE_PROVIDER, moneyEvent, changes, clock });
  }
  const event = toPaymentEvent(stripeEvent);
  if (event === null) return 'ignored';
  return applyVerifiedPaymentEvent({
    em,
    provider: STRIPE_PROVIDER,
    event,
    clock,
    ...(generateLogin === undefined ? {} : { generateLogin }),
  });
}

/**
 * A Stripe refund or dispute, recorded once under the account's provider name (the platform's, or a
 * firm's), then applied to the order whose payment it concerns; the accounts it closed are announced
 * once it committed.
 */
export async function applyStripeMoneyEvent({
  em,
  provider,
  moneyEvent,
  changes,
  clock,
}: {
  em: EntityManager;
  provider: string;
  moneyEvent: TStripeMoneyEvent;
  changes: TAccountChangeBus;
  clock: TClock;
}): Promise<TWebhookResult> {
  let closed: TTradingAccount[] = [];
  const result = await applyProviderEventOnce(em, { ...moneyEvent.record, provider }, async (tx) => {
    const outcome = await applyProviderMoneyEvent(tx, {
      provider,
      paymentReference: moneyEvent.paymentReference,
      event: moneyEvent.event,
      now: clock.now(),
    });
    closed = outcome.closed;
    return outcome.result;
  });
  announceClosedAccounts(changes, closed);
  return result;
}
