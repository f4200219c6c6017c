import '../../test/longer-test-timeout.ts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ZOrder, ZOrderLedger, ZTraderPlansResponse } from '@propdesk/shared/contracts';
import { bearer, signInAs } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import {
  buyPlan,
  madeUpStripeKeys,
  paymentAccountCall,
  startFirmStripeWorld,
  type TFirm,
} from '../../test/firm-stripe-fixture.ts';
import { deliverStripe, signStripeBody, stripeEvent } from '../../test/stripe-events.ts';
import { startStripeStandIn, type TStripeStandIn } from '../../test/stripe-stand-in.ts';
import { LedgerEntry } from '../billing/index.ts';
import { Order } from '../trading-accounts/index.ts';

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}_test_firm_${sequence}_${Date.now()}`;
};

describe.each(TEST_DRIVERS)("checkout, webhooks and refunds through a firm's own account (%s)", (driver) => {
  let database: TTestDatabase;
  let standIn: TStripeStandIn;
  let world: Awaited<ReturnType<typeof startFirmStripeWorld>>;
  const keysA = madeUpStripeKeys();
  const keysB = madeUpStripeKeys();

  const em = () => database.orm.em.fork();
  const stored = (orderId: string) => em().findOneOrFail(Order, { id: orderId });
  const pendingOrder = async (firm: TFirm) => {
    const created = await buyPlan(world.app, firm);
    expect(created.statusCode).toBe(201);
    const order = ZOrder.parse(created.json());
    return { order, sessionId: (await stored(order.id)).providerReference };
  };
  const completed = (orderId: string, sessionId: string, paymentIntent: string) =>
    stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      metadata: { orderId },
    });
  /** A delivery to a firm's own webhook path (or the platform's), signed with `secret`. */
  const deliver = (body: string, secret: string, organizationId?: string) =>
    deliverStripe(world.app, body, signStripeBody(body, secret), organizationId);
  const lastSessionCall = () => standIn.requests.findLast(({ path }) => path === '/v1/checkout/sessions');

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    database = await createTestDatabase(driver, 'firm_stripe');
    world = await startFirmStripeWorld(database.orm, standIn, `firmpay-${driver}`);
    for (const [firm, keys] of [
      [world.firmA, keysA],
      [world.firmB, keysB],
    ] as const) {
      const connected = await paymentAccountCall(
        world.app,
        'PUT',
        firm.organizationId,
        firm.staff.owner,
        keys,
      );
      expect(connected.statusCode).toBe(200);
    }
  });

  afterAll(async () => {
    await world.app.close();
    await database.dispose();
    await standIn.close();
  });

  it("creates a firm's Checkout Session with the firm's key, and another firm's with the platform's", async () => {
    const { order } = await pendingOrder(world.firmA);
    expect(order.provider).toBe('stripe_firm');
    expect(lastSessionCall()).toMatchObject({
      idempotencyKey: order.id,
      authorization: `Bearer ${keysA.secretKey}`,
    });
    const platform = await pendingOrder(world.firmC);
    expect(platform.order.provider).toBe('stripe');
    expect(lastSessionCall()?.authorization).toBe(`Bearer ${world.platformKeys.secretKey}`);
  });

  it("pays a firm's order from its own webhook path, and nothing else does", async () => {
    const { order, sessionId } = await pendingOrder(world.firmA);
    const body = completed(order.id, sessionId, nextId('pi'));
    // The platform's account knows nothing of it, nor does another firm's secret or path.
    expect((await deliver(body, world.platformKeys.webhookSecret)).json()).toEqual({ result: 'ignored' });
    expect((await deliver(body, keysB.webhookSecret, world.firmA.organizationId)).statusCode).toBe(400);
    expect((await deliver(body, keysB.webhookSecret, world.firmB.organizationId)).json()).toEqual({
      result: 'ignored',
    });
    expect((await stored(order.id)).status).toBe('pending');

    const paid = await deliver(body, keysA.webhookSecret, world.firmA.organizationId);
    expect(paid.json()).toEqual({ result: 'applied' });
    expect((await stored(order.id)).status).toBe('paid');
    const payment = await em().findOneOrFail(LedgerEntry, { order: order.id, kind: 'payment' });
    expect(payment.provider).toBe('stripe_firm');
    expect((await deliver(body, keysA.webhookSecret, world.firmA.organizationId)).json()).toEqual({
      result: 'duplicate',
    });
  });

  it("changes nothing when firm A signs an event naming firm B's or the platform's order", async () => {
    const ofB = await pendingOrder(world.firmB);
    const ofC = await pendingOrder(world.firmC);
    for (const target of [ofB, ofC]) {
      const body = completed(target.order.id, target.sessionId, nextId('pi'));
      const answer = await deliver(body, keysA.webhookSecret, world.firmA.organizationId);
      expect(answer.json()).toEqual({ result: 'ignored' });
      expect((await stored(target.order.id)).status).toBe('pending');
    }
  });

  it('answers an unknown firm, a firm without an account and a bad signature alike', async () => {
    const body = stripeEvent('checkout.session.expired', { id: nextId('cs'), object: 'checkout.session' });
    for (const organizationId of [
      world.firmC.organizationId,
      '00000000-0000-4000-8000-000000000000',
      'nope',
    ]) {
      const refused = await deliver(body, keysA.webhookSecret, organizationId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    }
    const unsigned = await deliverStripe(world.app, body, undefined, world.firmA.organizationId);
    expect(unsigned.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
  });

  it("refunds a firm's order with the firm's key, and takes its refund events on its own path", async () => {
    const { order, sessionId } = await pendingOrder(world.firmA);
    const paymentIntent = nextId('pi');
    await deliver(
      completed(order.id, sessionId, paymentIntent),
      keysA.webhookSecret,
      world.firmA.organizationId,
    );
    const refunded = await world.app.inject({
      method: 'POST',
      url: `/api/organizations/${world.firmA.organizationId}/orders/${order.id}/refunds`,
      headers: bearer(world.firmA.staff.owner ?? ''),
      payload: {
        amountMinor: 1_000,
        reason: 'Goodwill',
        keepAccount: true,
        idempotencyKey: nextId('refund'),
      },
    });
    expect(refunded.statusCode).toBe(200);
    expect(standIn.requests.findLast(({ path }) => path === '/v1/refunds')).toMatchObject({
      authorization: `Bearer ${keysA.secretKey}`,
      form: { payment_intent: paymentIntent, amount: '1000' },
    });

    // A refund made in the firm's Stripe dashboard: counted on its own path, not on B's.
    const charge = stripeEvent('charge.refunded', {
      id: nextId('ch'),
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: 3_000,
    });
    expect((await deliver(charge, keysB.webhookSecret, world.firmB.organizationId)).json()).toEqual({
      result: 'ignored',
    });
    expect((await deliver(charge, keysA.webhookSecret, world.firmA.organizationId)).json()).toEqual({
      result: 'applied',
    });
    const ledger = ZOrderLedger.parse(
      (
        await world.app.inject({
          method: 'GET',
          url: `/api/organizations/${world.firmA.organizationId}/orders/${order.id}/ledger`,
          headers: bearer(world.firmA.staff.owner ?? ''),
        })
      ).json(),
    );
    expect(ledger.balanceMinor).toBe(order.priceMinor - 3_000);
  });

  it('lets a firm with its own account sell when the platform has no provider', async () => {
    const bare = await buildTestApp({
      orm: database.orm,
      config: { paymentProvider: null, stripe: null, stripeApiBaseUrl: standIn.baseUrl },
    });
    try {
      // Each app signs its own tokens.
      const tokenA = (await signInAs(bare, { email: world.firmA.traderEmail })).accessToken;
      const tokenC = (await signInAs(bare, { email: world.firmC.traderEmail })).accessToken;
      const plansOf = async (token: string) =>
        ZTraderPlansResponse.parse(
          (await bare.inject({ method: 'GET', url: '/api/me/plans', headers: bearer(token) })).json(),
        ).checkoutAvailable;
      expect(await plansOf(tokenA)).toBe(true);
      expect(await plansOf(tokenC)).toBe(false);
      const created = await buyPlan(bare, world.firmA, tokenA);
      expect(ZOrder.parse(created.json()).provider).toBe('stripe_firm');
      expect((await buyPlan(bare, world.firmC, tokenC)).json()).toMatchObject({
        error: { code: 'CHECKOUT_UNAVAILABLE' },
      });
    } finally {
      await bare.close();
    }
  });

  it("goes back to the platform's provider once the firm disconnects", async () => {
    const removed = await paymentAccountCall(
      world.app,
      'DELETE',
      world.firmB.organizationId,
      world.firmB.staff.owner,
    );
    expect(removed.statusCode).toBe(200);
    const { order } = await pendingOrder(world.firmB);
    expect(order.provider).toBe('stripe');
    expect(lastSessionCall()?.authorization).toBe(`Bearer ${world.platformKeys.secretKey}`);
  });
});
