import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClock } from '../../infra/clock.ts';
import { verifySignedPayload } from '../../infra/signed-payload.ts';
import { Order, type TLoginGenerator, withFreshLogins } from '../trading-accounts/index.ts';
import { releaseCouponUse } from '../coupons/index.ts';
import { recordOrderPaid } from './order-paid.ts';
import { PAID_ORDER_POPULATE } from './paid-order-account.ts';
import { ZPaymentEvent, type TWebhookDelivery } from './payment-provider.ts';
import { PaymentWebhookEvent } from './payment-webhook-event.entity.ts';

export type TWebhookResult = 'applied' | 'duplicate' | 'ignored';

/** A provider's event once its delivery verified, in one shape whatever the provider. */
export type TVerifiedPaymentEvent = {
  /** The provider's event id: recorded once per provider. */
  readonly id: string;
  /** The provider's event type, recorded as it came. */
  readonly type: string;
  /** The provider's object the event is about (the sandbox's reference, a Checkout Session's id). */
  readonly reference: string;
  /** How the event's order is found: by the order's provider reference, or by its id (Stripe's metadata). */
  readonly target: { providerReference: string } | { orderId: string } | null;
  readonly outcome: { kind: 'succeeded' } | { kind: 'failed'; reason: string | null };
};

const FAILURE_REASON_MAX_LENGTH = 500;

/**
 * Applies one sandbox delivery, verified by its signature and idempotent: the signature and its
 * five-minute window are checked before anything is read, then the event goes the way of every
 * provider's (applyVerifiedPaymentEvent).
 */
export async function applyPaymentWebhook({
  em,
  provider,
  delivery,
  secret,
  clock,
  generateLogin,
}: {
  em: EntityManager;
  provider: string;
  delivery: TWebhookDelivery;
  secret: string;
  clock: TClock;
  generateLogin?: TLoginGenerator;
}): Promise<TWebhookResult> {
  const check = verifySignedPayload({
    secret,
    header: delivery.signature,
    body: delivery.body,
    nowMs: clock.now(),
  });
  if (!check.isValid) throw new DomainError(TRADING_ERROR_CODES.invalidSignature, check.reason);
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(delivery.body);
  } catch {
    throw DomainError.badRequest('The webhook body is not JSON');
  }
  const parsed = ZPaymentEvent.safeParse(parsedBody);
  if (!parsed.success)
    throw DomainError.badRequest('The webhook body is not a payment event', parsed.error.issues);
  const event = parsed.data;
  return applyVerifiedPaymentEvent({
    em,
    provider,
    event: {
      id: event.id,
      type: event.type,
      reference: event.reference,
      target: { providerReference: event.reference },
      outcome: event.type === 'payment.succeeded' ? { kind: 'succeeded' } : { kind: 'failed', reason: null },
    },
    clock,
    ...(generateLogin === undefined ? {} : { generateLogin }),
  });
}

/**
 * Applies one verified provider event, idempotent whatever the order and number of deliveries:
 * 1. the event id is recorded in the same transaction as its effect, so a repeated delivery, even one
 *    arriving at the same moment on another instance, is a duplicate and changes nothing;
 * 2. an order moves only by a conditional UPDATE, so two different events for one order (a provider's
 *    retry under a new id, a Checkout Session's and its PaymentIntent's) can never open two accounts;
 * 3. a success pays a pending order, or a failed one (money taken after a declined attempt on the same
 *    payment page must still open the account); a failure only fails a pending one, so a late failure
 *    or expiry never undoes a payment;
 * 4. a login another account holds rolls the transaction back and it runs again with a fresh one.
 */
export async function applyVerifiedPaymentEvent({
  em,
  provider,
  event,
  clock,
  generateLogin,
}: {
  em: EntityManager;
  provider: string;
  event: TVerifiedPaymentEvent;
  clock: TClock;
  generateLogin?: TLoginGenerator;
}): Promise<TWebhookResult> {
  try {
    return await withFreshLogins(() => applyEvent(em.fork(), { provider, event, clock, generateLogin }));
  } catch (error) {
    // The same event committed by a concurrent delivery; any other conflict is an error the provider
    // retries (a login taken LOGIN_ATTEMPTS times over included).
    const isDuplicate =
      error instanceof UniqueConstraintViolationException &&
      (await em.fork().findOne(PaymentWebhookEvent, { provider, eventId: event.id })) !== null;
    if (isDuplicate) return 'duplicate';
    throw error;
  }
}

/**
 * The event's effect in one transaction: recorded, and its order moved by a conditional UPDATE; a paid
 * one gets its account in the same transaction, so a paid order is never left without one.
 */
function applyEvent(
  em: EntityManager,
  {
    provider,
    event,
    clock,
    generateLogin,
  }: {
    provider: string;
    event: TVerifiedPaymentEvent;
    clock: TClock;
    generateLogin: TLoginGenerator | undefined;
  },
): Promise<TWebhookResult> {
  return em.transactional(async (tx) => {
    const seen = await tx.findOne(PaymentWebhookEvent, { provider, eventId: event.id });
    if (seen !== null) return 'duplicate';
    tx.create(PaymentWebhookEvent, {
      provider,
      eventId: event.id,
      type: event.type,
      providerReference: event.reference,
    });
    const order =
      event.target === null
        ? null
        : await tx.findOne(
            Order,
            'orderId' in event.target
              ? { provider, id: event.target.orderId }
              : { provider, providerReference: event.target.providerReference },
            { populate: PAID_ORDER_POPULATE },
          );
    if (order === null) {
      await tx.flush();
      return 'ignored';
    }
    const now = clock.now();
    const isPaid = event.outcome.kind === 'succeeded';
    const moved = isPaid
      ? await tx.nativeUpdate(
          Order,
          { id: order.id, status: { $in: ['pending', 'failed'] } },
          { status: 'paid', paidAt: new Date(now) },
        )
      : await tx.nativeUpdate(
          Order,
          { id: order.id, status: 'pending' },
          {
            status: 'failed',
            failedAt: new Date(now),
            failureReason:
              event.outcome.kind === 'failed' && event.outcome.reason !== null
                ? event.outcome.reason.slice(0, FAILURE_REASON_MAX_LENGTH)
                : null,
          },
        );
    if (moved === 1 && isPaid) recordOrderPaid(tx, { order, now, generateLogin });
    // A failed or lapsed order gives its coupon use back, so the trader can try again.
    if (moved === 1 && !isPaid) await releaseCouponUse(tx, order.id);
    await tx.flush();
    return moved === 1 ? 'applied' : 'ignored';
  });
}

/** Whether a pending order can still be confirmed in the sandbox. */
export function assertPending(order: { status: string }): void {
  if (order.status !== 'pending') {
    throw new DomainError(TRADING_ERROR_CODES.orderNotPending, 'This order is no longer waiting for payment');
  }
}
