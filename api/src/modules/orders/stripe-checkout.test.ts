import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZOrder, ZTraderPlansResponse } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppConfig } from '../../config/app-config.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { createManualClock } from '../../infra/clock.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { deliverStripe, signStripeBody, stripeEvent } from '../../test/stripe-events.ts';
import { madeUpStripeKeys } from '../../test/stripe-keys.ts';
import { startStripeStandIn, type TStripeStandIn } from '../../test/stripe-stand-in.ts';
import { checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { OrganizationDomain } from '../domains/index.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';
import { PaymentWebhookEvent } from './payment-webhook-event.entity.ts';

const { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } = madeUpStripeKeys();

describe.each(TEST_DRIVERS)('Stripe Checkout (%s)', (driver) => {
  let database: TTestDatabase;
  let standIn: TStripeStandIn;
  let app: FastifyInstance;
  let config: Partial<TAppConfig>;
  let token = '';
  let domainToken = '';
  let planId = '';
  let domainPlanId = '';

  const em = () => database.orm.em.fork();
  const buy = (accessToken = token, plan = planId, idempotencyKey = checkoutKey()) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(accessToken),
      payload: { planId: plan, idempotencyKey },
    });
  const deliver = (body: string, signature?: string, to: FastifyInstance = app) =>
    deliverStripe(to, body, signature);
  const sign = (body: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    signStripeBody(body, secret, timestamp);
  const deliverSigned = (body: string, to: FastifyInstance = app) => deliver(body, sign(body), to);
  const pendingOrder = async () => {
    const created = await buy();
    expect(created.statusCode).toBe(201);
    const order = ZOrder.parse(created.json());
    const row = await em().findOneOrFail(Order, { id: order.id });
    return { order, sessionId: row.providerReference };
  };
  const completed = (orderId: string, sessionId: string, paymentStatus = 'paid') =>
    stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: paymentStatus,
      metadata: { orderId },
      // Bytes beyond ASCII: the signature is over the bytes as sent, which must reach the verifier as such.
      customer_details: { name: 'Zoë Ångström-Müller 株式会社' },
    });
  const stored = (orderId: string) => em().findOneOrFail(Order, { id: orderId });
  const accountsOf = (orderId: string) => em().count(TradingAccount, { order: orderId });

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    database = await createTestDatabase(driver, 'stripe_checkout');
    config = {
      paymentProvider: 'stripe',
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: standIn.baseUrl },
    };
    app = await buildTestApp({ orm: database.orm, config });
    const manager = em();
    const selling = await createSellingOrganization(manager, 'stripe-firm');
    planId = selling.plans.two_step.id;
    await createTestAccount(manager, { email: 'card.buyer@example.com', organization: selling.organization });
    const withDomain = await createSellingOrganization(manager, 'stripe-domain-firm');
    domainPlanId = withDomain.plans.one_step.id;
    await createTestAccount(manager, {
      email: 'domain.buyer@example.com',
      organization: withDomain.organization,
    });
    manager.create(OrganizationDomain, {
      organization: withDomain.organization,
      domain: 'portal.stripe-domain-firm.example',
      isVerified: true,
      verificationToken: 'a'.repeat(43),
      verifiedAt: new Date(),
    });
    await manager.flush();
    token = (await signInAs(app, { email: 'card.buyer@example.com' })).accessToken;
    domainToken = (await signInAs(app, { email: 'domain.buyer@example.com' })).accessToken;
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    await standIn.close();
  });

  it("says checkout is on and creates a Checkout Session for the order's own price", async () => {
    const plans = await app.inject({ method: 'GET', url: '/api/me/plans', headers: bearer(token) });
    expect(ZTraderPlansResponse.parse(plans.json()).checkoutAvailable).toBe(true);

    const before = standIn.requests.length;
    const { order, sessionId } = await pendingOrder();
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      priceMinor: 9_900,
      currency: 'USD',
    });
    expect(order.confirmationPath).toBeNull();
    expect(order.paymentUrl).toBe(`${standIn.baseUrl}/pay/${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_standin_/);

    const sent = standIn.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: order.id,
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(sent[0]?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[orderId]': order.id,
      'payment_intent_data[metadata][orderId]': order.id,
      client_reference_id: order.id,
      success_url: `http://localhost:3000/checkout/${order.id}`,
      cancel_url: `http://localhost:3000/checkout/${order.id}`,
    });
    // Read back later, the order still leads to its payment page.
    const read = await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(token) });
    expect(ZOrder.parse(read.json()).paymentUrl).toBe(order.paymentUrl);
  });

  it("sends a firm's traders back to its verified domain", async () => {
    const before = standIn.requests.length;
    const created = await buy(domainToken, domainPlanId);
    const order = ZOrder.parse(created.json());
    expect(standIn.requests[before]?.form).toMatchObject({
      success_url: `https://portal.stripe-domain-firm.example/checkout/${order.id}`,
      cancel_url: `https://portal.stripe-domain-firm.example/checkout/${order.id}`,
    });
  });

  it('creates nothing and answers 503 when Stripe cannot be reached', async () => {
    // The client tries three times (two retries) before giving up.
    standIn.failNext(3);
    const key = checkoutKey();
    const refused = await buy(token, planId, key);
    expect(refused.statusCode).toBe(503);
    expect(JSON.stringify(refused.json())).not.toContain(SECRET_KEY);
    expect(await em().count(Order, { idempotencyKey: key })).toBe(0);
    // The trader's retry goes through.
    expect((await buy(token, planId, key)).statusCode).toBe(201);
  });

  it('a completed, paid session pays the order and opens its account; a repeated delivery changes nothing', async () => {
    const { order, sessionId } = await pendingOrder();
    const body = completed(order.id, sessionId);
    expect((await deliverSigned(body)).json()).toEqual({ result: 'applied' });
    expect(await stored(order.id)).toMatchObject({ status: 'paid', paymentUrl: expect.any(String) });
    expect(await accountsOf(order.id)).toBe(1);

    const repeated = await deliverSigned(body);
    expect(repeated.json()).toEqual({ result: 'duplicate' });
    expect(await accountsOf(order.id)).toBe(1);
    const read = ZOrder.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(token) })).json(),
    );
    expect(read).toMatchObject({ status: 'paid', paymentUrl: null });
    expect(read.tradingAccountId).not.toBeNull();
  });

  it('a completed session still waiting for its money pays nothing', async () => {
    const { order, sessionId } = await pendingOrder();
    const result = await deliverSigned(completed(order.id, sessionId, 'unpaid'));
    expect(result.json()).toEqual({ result: 'ignored' });
    expect((await stored(order.id)).status).toBe('pending');
  });

  it('payment_intent.succeeded finds its order through the metadata and pays it', async () => {
    const { order } = await pendingOrder();
    const body = stripeEvent('payment_intent.succeeded', {
      id: `pi_test_${order.id.slice(0, 8)}`,
      object: 'payment_intent',
      metadata: { orderId: order.id },
    });
    expect((await deliverSigned(body)).json()).toEqual({ result: 'applied' });
    expect((await stored(order.id)).status).toBe('paid');
    expect(await accountsOf(order.id)).toBe(1);
  });

  it("a failed payment fails the order with Stripe's reason, and the trader can buy again", async () => {
    const { order } = await pendingOrder();
    const body = stripeEvent('payment_intent.payment_failed', {
      id: `pi_test_failed_${order.id.slice(0, 8)}`,
      object: 'payment_intent',
      metadata: { orderId: order.id },
      last_payment_error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect((await deliverSigned(body)).json()).toEqual({ result: 'applied' });
    expect(await stored(order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
    expect(await accountsOf(order.id)).toBe(0);
    const again = await buy();
    expect(again.statusCode).toBe(201);
    expect(ZOrder.parse(again.json()).status).toBe('pending');
  });

  it('an expired session fails the order as expired', async () => {
    const { order, sessionId } = await pendingOrder();
    const body = stripeEvent('checkout.session.expired', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'unpaid',
      metadata: { orderId: order.id },
    });
    expect((await deliverSigned(body)).json()).toEqual({ result: 'applied' });
    expect(await stored(order.id)).toMatchObject({ status: 'failed', failureReason: 'expired' });
  });

  it('out of order: a late expiry or failure after the payment leaves the order paid', async () => {
    const { order, sessionId } = await pendingOrder();
    expect((await deliverSigned(completed(order.id, sessionId))).json()).toEqual({ result: 'applied' });
    const expired = stripeEvent('checkout.session.expired', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'unpaid',
      metadata: { orderId: order.id },
    });
    expect((await deliverSigned(expired)).json()).toEqual({ result: 'ignored' });
    const succeededToo = stripeEvent('payment_intent.succeeded', {
      id: 'pi_test_late',
      object: 'payment_intent',
      metadata: { orderId: order.id },
    });
    expect((await deliverSigned(succeededToo)).json()).toEqual({ result: 'ignored' });
    expect(await stored(order.id)).toMatchObject({ status: 'paid', failureReason: null });
    expect(await accountsOf(order.id)).toBe(1);
  });

  it('refuses a missing or wrong signature and a stale timestamp with 400, changing nothing', async () => {
    const { order, sessionId } = await pendingOrder();
    const body = completed(order.id, sessionId);
    const codeOf = (response: { json(): unknown }) => ZApiErrorBody.parse(response.json()).error.code;

    const missing = await deliver(body);
    expect(missing.statusCode).toBe(400);
    expect(codeOf(missing)).toBe('WEBHOOK_SIGNATURE_INVALID');

    const wrong = await deliver(body, sign(body, madeUpStripeKeys().webhookSecret));
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('WEBHOOK_SIGNATURE_INVALID');
    // Stripe's own message quotes the end of the secret: the answer carries only ours.
    expect(wrong.body).not.toContain(WEBHOOK_SECRET.slice(-4));

    const altered = await deliver(body.replace('"paid"', '"paid" '), sign(body));
    expect(codeOf(altered)).toBe('WEBHOOK_SIGNATURE_INVALID');

    const stale = await deliver(body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 10 * 60));
    expect(stale.statusCode).toBe(400);
    expect(codeOf(stale)).toBe('WEBHOOK_TIMESTAMP_OUTSIDE_TOLERANCE');

    expect((await stored(order.id)).status).toBe('pending');
    expect(await em().count(PaymentWebhookEvent, { provider: 'stripe', eventId: JSON.parse(body).id })).toBe(
      0,
    );
    // The same body, signed now, goes through: what was refused was only the signature.
    expect((await deliverSigned(body)).json()).toEqual({ result: 'applied' });
  });

  it("checks a delivery's age against the real time, wherever the development clock stands", async () => {
    // An instance whose account clock runs three days ahead, as after a journey that lived through days.
    const ahead = await buildTestApp({
      orm: database.orm,
      config,
      clock: createManualClock(Date.now() + 3 * 24 * 60 * 60 * 1000),
    });
    try {
      const { order, sessionId } = await pendingOrder();
      const delivered = await deliverSigned(completed(order.id, sessionId), ahead);
      expect(delivered.json()).toEqual({ result: 'applied' });
    } finally {
      await ahead.close();
    }
  });

  it('the same event delivered to two instances sharing the database takes effect once', async () => {
    const second = await buildTestApp({ orm: database.orm, config });
    try {
      const { order, sessionId } = await pendingOrder();
      const body = completed(order.id, sessionId);
      const results = await Promise.all([deliverSigned(body, app), deliverSigned(body, second)]);
      expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
      expect(results.map((result) => result.json<{ result: string }>().result).sort()).toEqual([
        'applied',
        'duplicate',
      ]);
      expect(await accountsOf(order.id)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe.each(TEST_DRIVERS)('Stripe in production (%s)', (driver) => {
  let database: TTestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'stripe_production');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('with both keys checkout is on: the Stripe webhook is served, the sandbox confirmation is not', async () => {
    const app = await buildTestApp({
      orm: database.orm,
      config: {
        nodeEnv: 'production',
        paymentProvider: 'stripe',
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: null },
      },
    });
    try {
      const routes = app.routeAccessTable.map((route) => route.url);
      expect(routes).toContain('/api/payments/webhooks/:provider');
      expect(routes).not.toContain('/api/orders/:orderId/sandbox-confirm');
      // Only Stripe's deliveries: the sandbox's path is not a provider here.
      const sandbox = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(sandbox.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('without keys checkout stays off, and Stripe without its keys does not build', async () => {
    const off = await buildTestApp({ orm: database.orm, config: { nodeEnv: 'production' } });
    try {
      expect(off.routeAccessTable.map((route) => route.url)).not.toContain(
        '/api/payments/webhooks/:provider',
      );
    } finally {
      await off.close();
    }
    await expect(
      buildTestApp({ orm: database.orm, config: { nodeEnv: 'production', paymentProvider: 'stripe' } }),
    ).rejects.toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  });
});
