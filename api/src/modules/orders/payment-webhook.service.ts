import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClock } from '../../infra/clock.ts';
import { verifySignedPayload } from '../../infra/signed-payload.ts';
import { Order, type TLoginGenerator, withFreshLogins } from '../trading-accounts/index.ts';
import { reclaimCouponUse, releaseCouponUse } from '../coupons/index.ts';
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
  readonly outcome:
    | {
        kind: 'succeeded';
        /** The provider's id of the money taken (a PaymentIntent), which a refund names; kept on the ledger. */
        paymentReference: string;
      }
    | { kind: 'failed'; reason: string | null };
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
      outcome:
        event.type === 'payment.succeeded'
          ? { kind: 'succeeded', paymentReference: event.reference }
          : { kind: 'failed', reason: null },
    },
    clock,
    ...(generateLogin === undefined ? {} : { generateLogin }),
  });
}

/** Applies one verified payment event to its order, once (applyProviderEventOnce, applyPaymentOutcome). */
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
  // A login another account holds rolls the whole transaction back, and it runs again with a fresh one.
  return withFreshLogins(() =>
    applyProviderEventOnce(
      em,
      { provider, id: event.id, type: event.type, reference: event.reference },
      (tx) => applyPaymentOutcome(tx, { provider, event, clock, generateLogin }),
    ),
  );
}

/** A provider's event as it is recorded once: its id, its type and the provider's object it is about. */
export type TProviderEventRecord = { provider: string; id: string; type: string; reference: string };

/**
 * Runs a verified provider event's effect once, whatever the number of deliveries: the event id is
 * recorded in the same transaction as its effect, so a repeated delivery, even one arriving at the same
 * moment on another instance, is a duplicate and changes nothing (the other's record wins the unique
 * index, and this one rolls back). Any other conflict is an error the provider retries.
 */
export async function applyProviderEventOnce<TResult extends string>(
  em: EntityManager,
  record: TProviderEventRecord,
  effect: (tx: EntityManager) => Promise<TResult>,
): Promise<TResult | 'duplicate'> {
  const { provider, id: eventId } = record;
  try {
    return await em.fork().transactional(async (tx) => {
      const seen = await tx.findOne(PaymentWebhookEvent, { provider, eventId });
      if (seen !== null) return 'duplicate';
      tx.create(PaymentWebhookEvent, {
        provider,
        eventId,
        type: record.type,
        providerReference: record.reference,
      });
      const result = await effect(tx);
      await tx.flush();
      return result;
    });
  } catch (error) {
    const isDuplicate =
      error instanceof UniqueConstraintViolationException &&
      (await em.fork().findOne(PaymentWebhookEvent, { provider, eventId })) !== null;
    if (isDuplicate) return 'duplicate';
    throw error;
  }
}

/**
 * A payment event's effect on its order, in the transaction that records the event:
 * 1. an order moves only by a conditional UPDATE, so two different events for one order (a provider's
 *    retry under a new id, a Checkout Session's and its PaymentIntent's) can never open two accounts;
 * 2. a success pays a pending order, or a failed one (money taken after a declined attempt on the same
 *    payment page must still open the account); a failure only fails a pending one, so a late failure
 *    or expiry never undoes a payment;
 * 3. a paid order gets what follows a payment (recordOrderPaid) in the same transaction, so a paid order
 *    is never left without its account or its ledger row.
 */
async function applyPaymentOutcome(
  tx: EntityManager,
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
  if (order === null) return 'ignored';
  const now = clock.now();
  const { outcome } = event;
  if (outcome.kind === 'succeeded') {
    const moved = await tx.nativeUpdate(
      Order,
      { id: order.id, status: { $in: ['pending', 'failed'] } },
      { status: 'paid', paidAt: new Date(now) },
    );
    if (moved === 0) return 'ignored';
    // Paid after it failed (a declined attempt, then a good card on the same page): its failure gave the
    // coupon's use back, and a paid order holds one.
    if (order.status === 'failed') await reclaimCouponUse(tx, order);
    recordOrderPaid(tx, {
      order,
      now,
      generateLogin,
      payment: { provider, reference: outcome.paymentReference },
    });
    return 'applied';
  }
  const moved = await tx.nativeUpdate(
    Order,
    { id: order.id, status: 'pending' },
    {
      status: 'failed',
      failedAt: new Date(now),
      failureReason: outcome.reason === null ? null : outcome.reason.slice(0, FAILURE_REASON_MAX_LENGTH),
    },
  );
  if (moved === 0) return 'ignored';
  // The coupon's use goes back, so the trader (or another) can use the code on the next attempt.
  await releaseCouponUse(tx, order.id);
  return 'applied';
}

/** Whether a pending order can still be confirmed in the sandbox. */
export function assertPending(order: { status: string }): void {
  if (order.status !== 'pending') {
    throw new DomainError(TRADING_ERROR_CODES.orderNotPending, 'This order is no longer waiting for payment');
  }
}
