import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { signPayload } from '../../infra/signed-payload.ts';

/**
 * What checkout needs from a payment provider. A real provider (Stripe, a crypto processor) gets
 * its own implementation; the built-in one is a sandbox. Either way a payment becomes final only through a
 * signed webhook delivery, verified and applied once (payment-webhook.service.ts).
 */
export interface TPaymentProvider {
  readonly name: string;
  /** Registers a payment; the buyer confirms it at `confirmationPath` (a page of ours or the provider's). */
  startPayment(order: { id: string }): { providerReference: string; confirmationPath: string };
}

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
    startPayment: (order: { id: string }) => ({
      providerReference: `sbx_${randomUUID()}`,
      confirmationPath: `/checkout/${order.id}`,
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
  } satisfies TPaymentProvider & Record<string, unknown>;
}
export type TSandboxProvider = ReturnType<typeof createSandboxProvider>;
