import type Stripe from 'stripe';
import type { TProviderMoneyEvent } from '../billing/index.ts';
import type { TProviderEventRecord } from './payment-webhook.service.ts';

/** The id of an object Stripe sends either as its id or expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A Stripe event that moves money on a payment already taken, as billing reads it. */
export type TStripeMoneyEvent = {
  readonly record: TProviderEventRecord;
  /** The PaymentIntent the money was taken by: how the order is found. */
  readonly paymentReference: string | null;
  readonly event: TProviderMoneyEvent;
};

const DISPUTE_OUTCOMES: Readonly<Record<string, 'won' | 'lost'>> = { won: 'won', lost: 'lost' };

/**
 * What a refund or dispute event from Stripe means; null for every other event. A refund made in
 * Stripe's dashboard and one PropDesk asked for both end as `charge.refunded`; the refunds it lists (when
 * it lists them) are recorded by their ids, so PropDesk's own are not counted twice.
 */
export function toMoneyEvent(event: Stripe.Event): TStripeMoneyEvent | null {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object;
      const refunds = charge.refunds?.data
        .filter(({ status }) => status !== 'failed' && status !== 'canceled')
        .map(({ id, amount }) => ({ id, amountMinor: amount }));
      return {
        record: { provider: 'stripe', id: event.id, type: event.type, reference: charge.id },
        paymentReference: idOf(charge.payment_intent),
        event: {
          kind: 'refunded',
          chargeId: charge.id,
          totalRefundedMinor: charge.amount_refunded,
          refunds: refunds ?? null,
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const record = { provider: 'stripe', id: event.id, type: event.type, reference: dispute.id };
      const paymentReference = idOf(dispute.payment_intent);
      return event.type === 'charge.dispute.created'
        ? {
            record,
            paymentReference,
            event: {
              kind: 'dispute_opened',
              disputeId: dispute.id,
              amountMinor: dispute.amount,
              reason: dispute.reason,
            },
          }
        : {
            record,
            paymentReference,
            event: {
              kind: 'dispute_closed',
              disputeId: dispute.id,
              amountMinor: dispute.amount,
              outcome: DISPUTE_OUTCOMES[dispute.status] ?? 'other',
            },
          };
    }
    default:
      return null;
  }
}
