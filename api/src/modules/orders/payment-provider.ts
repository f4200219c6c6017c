import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { signPayload } from '../../infra/signed-payload.ts';
import type { TRefundingProvider, TRefundRequest } from '../billing/index.ts';

/**
 * What checkout needs from a payment provider. A real provider (Stripe, a crypto processor) gets
 * its own implementation; the built-in one is a sandbox. Either way a payment becomes final only through a
 * signed webhook delivery, verified and applied once (payment-webhook.service.ts).
 */
export interface TPaymentProvider {
  readonly name: string;
  /**
   * Registers a payment for an order not yet stored; the buyer pays at `paymentUrl` (the provider's page),
   * or on our own page when it is null (the sandbox).
   */
  startPayment(order: TPaymentRequest): Promise<{ providerReference: string; paymentUrl: string | null }>;
}

/** What a provider is told of an order: the server's price, never the client's. */
export type TPaymentRequest = {
  readonly id: string;
  readonly priceMinor: number;
  readonly currency: string;
  /** What the buyer sees on the provider's page. */
  readonly description: string;
  /** The order's page on the firm's portal, where the buyer comes back to (paid or not). */
  readonly returnUrl: string;
};

/** The events a provider's webhook reports, in one shape whatever the provider. */
export const ZPaymentEvent = z.object({
  id: z.string().min(1).max(120),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  reference: z.string().min(1).max(120),
});
export type TPaymentEvent = z.infer<typeof ZPaymentEvent>;

export const SANDBOX_PROVIDER = 'sandbox';

/** A webhook delivery as the provider sends it: the raw body and its signature header. */
export interface TWebhookDelivery {
  readonly body: string;
  readonly signature: string | undefined;
}

/**
 * The sandbox: no money moves. Its confirmation step is our own page (`/checkout/{orderId}`), where the
 * buyer approves or declines; the sandbox then produces the delivery a real provider would send, signed
 * with the webhook secret, and it goes through the same verification as any other.
 */
export function createSandboxProvider(webhookSecret: string) {
  return {
    name: SANDBOX_PROVIDER,
    // Its confirmation step is our own page (`/checkout/{orderId}`), so there is no payment url.
    startPayment: () => Promise.resolve({ providerReference: `sbx_${randomUUID()}`, paymentUrl: null }),
    // No money moves; the reference is the same for the same attempt, as a real provider's would be.
    refund: ({ orderId, idempotencyKey }: TRefundRequest) =>
      Promise.resolve({
        reference: `sbx_re_${createHash('sha256').update(`${orderId}:${idempotencyKey}`).digest('hex').slice(0, 40)}`,
      }),
    deliveryFor(providerReference: string, outcome: 'approve' | 'decline', atMs: number): TWebhookDelivery {
      const event: TPaymentEvent = {
        id: `evt_${randomUUID()}`,
        type: outcome === 'approve' ? 'payment.succeeded' : 'payment.failed',
        reference: providerReference,
      };
      const body = JSON.stringify(event);
      return { body, signature: signPayload(webhookSecret, body, atMs) };
    },
  } satisfies TPaymentProvider & TRefundingProvider & Record<string, unknown>;
}
export type TSandboxProvider = ReturnType<typeof createSandboxProvider>;
