import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { startStripeStandIn, type TStripeStandIn } from './stripe-stand-in.ts';

type TDelivery = { signature: string; body: string };

/** Made up per run: a key and a secret of the account whose sessions are paid. */
const secretKey = `sk_test_${'hosted'.padEnd(24, 'x')}${Date.now()}`;
const webhookSecret = `whsec_${Date.now()}`;

describe('the Stripe stand-in’s hosted payment page', () => {
  let standIn: TStripeStandIn;
  let receiver: Server;
  let webhookStatus = 200;
  const deliveries: TDelivery[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        deliveries.push({ signature: String(request.headers['stripe-signature']), body });
        response.writeHead(webhookStatus).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  /** A session made the way the api's Stripe client makes one, with the account's key. */
  const createSession = async (key = secretKey) => {
    const client = new Stripe(key, {
      host: '127.0.0.1',
      port: Number(new URL(standIn.baseUrl).port),
      protocol: 'http',
      telemetry: false,
    });
    return client.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 8_910, product_data: { name: '2-Step $25,000' } },
        },
      ],
      client_reference_id: 'order-1',
      metadata: { orderId: 'order-1' },
      success_url: 'http://localhost:3000/checkout/order-1',
      cancel_url: 'http://localhost:3000/checkout/order-1',
    });
  };

  it('shows what is bought, and paying sends the signed completed session to the account’s webhook, then the buyer back', async () => {
    const port = (receiver.address() as AddressInfo).port;
    standIn.sendEventsOf(secretKey, { url: `http://127.0.0.1:${port}/webhook`, secret: webhookSecret });
    const session = await createSession();
    expect(session.url).toBe(`${standIn.baseUrl}/pay/${session.id}`);

    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(html).toContain('2-Step $25,000');
    expect(html).toContain('$89.10');
    expect(html).toContain('<button type="submit">Pay</button>');

    const paid = await fetch(session.url ?? '', { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:3000/checkout/order-1');
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    // Stripe's own library verifies it with the endpoint's secret.
    const event = Stripe.webhooks.constructEvent(
      delivery?.body ?? '',
      delivery?.signature ?? '',
      webhookSecret,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      amount_total: 8_910,
      metadata: { orderId: 'order-1' },
      payment_intent: expect.stringMatching(/^pi_test_standin_/),
    });
  });

  it('says so on the page, and keeps the buyer there, when the webhook refuses the payment or none is set', async () => {
    webhookStatus = 400;
    const session = await createSession();
    const refused = await fetch(session.url ?? '', { method: 'POST', redirect: 'manual' });
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain('The firm&#39;s webhook answered 400.');
    webhookStatus = 200;

    const unknownAccount = await createSession(`${secretKey}_other`);
    const unsent = await fetch(unknownAccount.url ?? '', { method: 'POST', redirect: 'manual' });
    expect(unsent.status).toBe(502);
    expect(await unsent.text()).toContain('No webhook endpoint is set for this account');

    expect((await fetch(`${standIn.baseUrl}/pay/cs_unknown`)).status).toBe(404);
  });
});
