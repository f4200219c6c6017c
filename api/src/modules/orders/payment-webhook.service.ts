import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClock } from '../../infra/clock.ts';
import { verifySignedPayload } from '../../infra/signed-payload.ts';
import { Order, type TLoginGenerator, withFreshLogins } from '../trading-accounts/index.ts';
import { openPaidOrderAccount, PAID_ORDER_POPULATE } from './paid-order-account.ts';
import { ZPaymentEvent, type TPaymentEvent, type TWebhookDelivery } from './payment-provider.ts';
import { PaymentWebhookEvent } from './payment-webhook-event.entity.ts';

export type TWebhookResult = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one provider delivery, verified by its signature and idempotent:
 * 1. the signature and its five-minute window are checked before anything is read;
 * 2. the event id is recorded in the same transaction as its effect, so a repeated delivery, even one
 *    arriving at the same moment on another instance, is a duplicate and changes nothing;
 * 3. only a pending order moves, by a conditional UPDATE, so two different events for one order (a
 *    provider's retry under a new id) can never open two accounts;
 * 4. a login another account holds rolls the transaction back and it runs again with a fresh one.
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
 * The event's effect in one transaction: recorded, and a pending order moved by a conditional UPDATE; a
 * paid one gets its account in the same transaction, so a paid order is never left without one.
 */
function applyEvent(
  em: EntityManager,
  {
    provider,
    event,
    clock,
    generateLogin,
  }: { provider: string; event: TPaymentEvent; clock: TClock; generateLogin: TLoginGenerator | undefined },
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
    const order = await tx.findOne(
      Order,
      { provider, providerReference: event.reference },
      { populate: PAID_ORDER_POPULATE },
    );
    if (order === null) {
      await tx.flush();
      return 'ignored';
    }
    const now = clock.now();
    const isPaid = event.type === 'payment.succeeded';
    const moved = await tx.nativeUpdate(
      Order,
      { id: order.id, status: 'pending' },
      isPaid ? { status: 'paid', paidAt: new Date(now) } : { status: 'failed', failedAt: new Date(now) },
    );
    if (moved === 1 && isPaid) openPaidOrderAccount(tx, { order, now, generateLogin });
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
