import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZOrder, ZOrderLedger } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { deliverStripe, signStripeBody, stripeEvent } from '../../test/stripe-events.ts';
import { madeUpStripeKeys } from '../../test/stripe-keys.ts';
import { startStripeStandIn, type TStripeStandIn } from '../../test/stripe-stand-in.ts';
import { checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';

const { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } = madeUpStripeKeys();

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}_test_${sequence}_${Date.now()}`;
};

describe.each(TEST_DRIVERS)('Stripe refunds and disputes (%s)', (driver) => {
  let database: TTestDatabase;
  let standIn: TStripeStandIn;
  let app: FastifyInstance;
  let organizationId = '';
  let planId = '';
  let traderToken = '';
  let ownerToken = '';

  const em = () => database.orm.em.fork();
  const deliver = (body: string) => deliverStripe(app, body, signStripeBody(body, WEBHOOK_SECRET));
  const ledgerOf = async (orderId: string) =>
    ZOrderLedger.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/organizations/${organizationId}/orders/${orderId}/ledger`,
          headers: bearer(ownerToken),
        })
      ).json(),
    );
  const accountOf = (orderId: string) => em().findOneOrFail(TradingAccount, { order: orderId });

  /** An order paid through Checkout, its PaymentIntent named by the session as Stripe names it. */
  const paidOrder = async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(traderToken),
      payload: { planId, idempotencyKey: checkoutKey() },
    });
    const order = ZOrder.parse(created.json());
    const sessionId = (await em().findOneOrFail(Order, { id: order.id })).providerReference;
    const paymentIntent = nextId('pi');
    const paid = await deliver(
      stripeEvent('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        metadata: { orderId: order.id },
      }),
    );
    expect(paid.json()).toEqual({ result: 'applied' });
    return { orderId: order.id, paymentIntent, priceMinor: order.priceMinor };
  };
  const charge = (
    paymentIntent: string,
    amountRefunded: number,
    refunds: { id: string; amount: number }[] | null,
  ) =>
    stripeEvent('charge.refunded', {
      id: nextId('ch'),
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: amountRefunded,
      ...(refunds === null
        ? {}
        : {
            refunds: {
              object: 'list',
              data: refunds.map(({ id, amount }) => ({ id, object: 'refund', amount, status: 'succeeded' })),
            },
          }),
    });
  const dispute = (type: string, id: string, paymentIntent: string, amount: number, status: string) =>
    stripeEvent(type, {
      id,
      object: 'dispute',
      payment_intent: paymentIntent,
      amount,
      reason: 'fraudulent',
      status,
    });

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    database = await createTestDatabase(driver, 'stripe_money');
    app = await buildTestApp({
      orm: database.orm,
      config: {
        paymentProvider: 'stripe',
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: standIn.baseUrl },
      },
    });
    const manager = em();
    const selling = await createSellingOrganization(manager, 'stripe-money-firm');
    organizationId = selling.organization.id;
    planId = selling.plans.two_step.id;
    await createTestAccount(manager, {
      email: 'refund.buyer@example.com',
      organization: selling.organization,
    });
    const owner = await createTestAccount(manager, {
      email: 'refund.owner@example.com',
      organization: selling.organization,
      totpSecret: TEST_TOTP_SECRET,
    });
    manager.create(OrganizationMember, {
      organization: selling.organization,
      user: owner,
      role: 'owner',
      status: 'active',
    });
    await manager.flush();
    traderToken = (await signInAs(app, { email: 'refund.buyer@example.com' })).accessToken;
    ownerToken = (await signInAs(app, { email: 'refund.owner@example.com', totpSecret: TEST_TOTP_SECRET }))
      .accessToken;
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    await standIn.close();
  });

  it("refunds through Stripe, and Stripe's report of that refund counts it once", async () => {
    const { orderId, paymentIntent, priceMinor } = await paidOrder();
    const idempotencyKey = 'stripe-refund-key-000001';
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/organizations/${organizationId}/orders/${orderId}/refunds`,
      headers: bearer(ownerToken),
      payload: { amountMinor: 2_000, reason: 'Goodwill', keepAccount: true, idempotencyKey },
    });
    expect(refunded.statusCode).toBe(200);
    const call = standIn.requests.findLast(({ path }) => path === '/v1/refunds');
    expect(call).toMatchObject({
      idempotencyKey: `refund:${orderId}:${idempotencyKey}`,
      form: { payment_intent: paymentIntent, amount: '2000', 'metadata[orderId]': orderId },
    });
    expect(ZOrderLedger.parse(refunded.json()).entries.at(-1)).toMatchObject({
      kind: 'refund',
      amountMinor: -2_000,
    });

    // Stripe then reports the charge refunded by that much (without listing it): nothing new.
    const ledgerBefore = await ledgerOf(orderId);
    const reported = await deliver(charge(paymentIntent, 2_000, null));
    expect(reported.json()).toEqual({ result: 'ignored' });
    expect((await ledgerOf(orderId)).balanceMinor).toBe(priceMinor - 2_000);
    expect((await ledgerOf(orderId)).entries).toHaveLength(ledgerBefore.entries.length);
    expect((await accountOf(orderId)).status).toBe('active');
  });

  it('records a refund made in Stripe: partial keeps the account, the rest closes it, a replay changes nothing', async () => {
    const { orderId, paymentIntent, priceMinor } = await paidOrder();
    const partial = charge(paymentIntent, 1_500, null);
    expect((await deliver(partial)).json()).toEqual({ result: 'applied' });
    expect((await deliver(partial)).json()).toEqual({ result: 'duplicate' });
    expect((await ledgerOf(orderId)).balanceMinor).toBe(priceMinor - 1_500);
    expect((await accountOf(orderId)).status).toBe('active');

    const rest = nextId('re');
    const full = charge(paymentIntent, priceMinor, [
      { id: nextId('re'), amount: 1_500 },
      { id: rest, amount: priceMinor - 1_500 },
    ]);
    expect((await deliver(full)).json()).toEqual({ result: 'applied' });
    const ledger = await ledgerOf(orderId);
    // The first refund was recorded by its total (no list then); the listed one reaches the same total.
    expect(ledger.balanceMinor).toBeLessThanOrEqual(0);
    expect((await em().findOneOrFail(Order, { id: orderId })).status).toBe('refunded');
    expect((await accountOf(orderId)).status).toBe('closed');
  });

  it('a chargeback takes the money and closes the account; a won dispute brings the money back', async () => {
    const { orderId, paymentIntent, priceMinor } = await paidOrder();
    const disputeId = nextId('dp');
    expect(
      (
        await deliver(
          dispute('charge.dispute.created', disputeId, paymentIntent, priceMinor, 'needs_response'),
        )
      ).json(),
    ).toEqual({ result: 'applied' });
    expect((await ledgerOf(orderId)).balanceMinor).toBe(0);
    expect((await accountOf(orderId)).status).toBe('closed');

    const won = dispute('charge.dispute.closed', disputeId, paymentIntent, priceMinor, 'won');
    expect((await deliver(won)).json()).toEqual({ result: 'applied' });
    expect((await deliver(won)).json()).toEqual({ result: 'duplicate' });
    const ledger = await ledgerOf(orderId);
    expect(ledger.balanceMinor).toBe(priceMinor);
    expect(ledger.entries.map(({ kind }) => kind)).toEqual(['payment', 'dispute', 'dispute_reversal']);
    // The account stays closed: it was closed when the bank took the money.
    expect((await accountOf(orderId)).status).toBe('closed');
  });

  it('a lost dispute records nothing more, and an event about an unknown payment is ignored', async () => {
    const { orderId, paymentIntent, priceMinor } = await paidOrder();
    const disputeId = nextId('dp');
    await deliver(dispute('charge.dispute.created', disputeId, paymentIntent, priceMinor, 'needs_response'));
    const lost = await deliver(
      dispute('charge.dispute.closed', disputeId, paymentIntent, priceMinor, 'lost'),
    );
    expect(lost.json()).toEqual({ result: 'ignored' });
    expect((await ledgerOf(orderId)).entries.map(({ kind }) => kind)).toEqual(['payment', 'dispute']);

    const stranger = await deliver(charge(nextId('pi'), 500, null));
    expect(stranger.json()).toEqual({ result: 'ignored' });
  });

  it('answers 502 and records nothing when Stripe cannot refund', async () => {
    const { orderId, priceMinor } = await paidOrder();
    // The client tries three times (two retries) before it gives up.
    standIn.failNext(3);
    const response = await app.inject({
      method: 'POST',
      url: `/api/organizations/${organizationId}/orders/${orderId}/refunds`,
      headers: bearer(ownerToken),
      payload: { reason: 'Stripe is down', idempotencyKey: 'stripe-refund-key-000002' },
    });
    expect(response.statusCode).toBe(502);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('REFUND_FAILED');
    expect((await ledgerOf(orderId)).balanceMinor).toBe(priceMinor);
    expect((await accountOf(orderId)).status).toBe('active');
  });
});
