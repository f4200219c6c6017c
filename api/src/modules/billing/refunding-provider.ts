import type { EntityManager } from '@mikro-orm/core';

/** What a provider is told of a refund: the payment to give money back on, and how much. */
export type TRefundRequest = {
  readonly orderId: string;
  /** The order's firm: a firm's own payment account refunds with that firm's keys. */
  readonly organizationId: string;
  /**
   * The refund's transaction, for a provider that reads the firm's keys: on SQLite's single connection
   * a read outside it would wait for the transaction forever.
   */
  readonly em: EntityManager;
  /** The provider's id of the payment (a Stripe PaymentIntent), as its ledger row keeps it. */
  readonly paymentReference: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** One per refund attempt: the same key again answers the refund it made, never a second one. */
  readonly idempotencyKey: string;
};

/** A provider that can give money back on a payment it took. */
export interface TRefundingProvider {
  readonly name: string;
  /** Makes the refund at the provider and answers the provider's id of it. */
  refund(request: TRefundRequest): Promise<{ reference: string }>;
}
