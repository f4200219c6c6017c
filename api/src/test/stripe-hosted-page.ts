import { randomBytes } from 'node:crypto';
import { signStripeBody, stripeEvent } from './stripe-events.ts';

/** A Checkout Session the stand-in made, with what its hosted page shows and where it sends the buyer. */
export type TStandInSession = {
  readonly id: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly description: string;
  readonly metadata: Record<string, string>;
  readonly clientReferenceId: string | null;
  readonly successUrl: string;
  /** The secret key that made it: the account whose webhook hears of its payment. */
  readonly secretKey: string;
};

/** Where an account's events go, as its webhook endpoint in Stripe's dashboard says. */
export type TStandInWebhook = { url: string; secret: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The hosted payment page of a session, as Stripe Checkout shows it in essence: what is bought, the
 * amount, and a Pay button (a form posted back to the same address, so it works without script).
 */
export function hostedPageHtml(session: TStandInSession, message: string | null = null): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency }).format(
    session.amountMinor / 100,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (Stripe stand-in)</title></head>
<body>
<main>
<h1>Pay with card</h1>
<p data-testid="description">${escapeHtml(session.description)}</p>
<p data-testid="amount">${escapeHtml(amount)}</p>
${message === null ? '' : `<p role="alert">${escapeHtml(message)}</p>`}
<form method="post" action="/pay/${encodeURIComponent(session.id)}"><button type="submit">Pay</button></form>
</main>
</body>
</html>`;
}

/**
 * Pays a session as a card payment succeeding at Stripe: its account's webhook receives the signed
 * `checkout.session.completed` (with the PaymentIntent refunds will name), and answers whether the
 * webhook took it. The signature is the `stripe` library's own test header, made with the endpoint's
 * secret.
 */
export async function deliverSessionPaid(
  session: TStandInSession,
  webhook: TStandInWebhook,
): Promise<{ ok: boolean; status: number }> {
  const body = stripeEvent('checkout.session.completed', {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: session.amountMinor,
    currency: session.currency,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    payment_intent: `pi_test_standin_${randomBytes(8).toString('hex')}`,
    success_url: session.successUrl,
  });
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripeBody(body, webhook.secret),
    },
    body,
  });
  return { ok: response.ok, status: response.status };
}
