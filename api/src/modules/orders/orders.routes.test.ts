import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZOrder, ZTraderPlansResponse } from '@propdesk/shared/contracts';
import { signPayload } from '../../infra/signed-payload.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_PAYMENT_WEBHOOK_SECRET } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';

describe.each(TEST_DRIVERS)('checkout (%s)', (driver) => {
  const handle = useTestApp(driver, 'orders');
  const tokens = { trader: '', otherTrader: '', foreignTrader: '', admin: '' };
  let plans: { twoStep: string; foreign: string };

  const em = () => handle.database().orm.em.fork();
  const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    handle
      .app()
      .inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const order = (token: string, planId: string, idempotencyKey = checkoutKey()) =>
    inject('POST', '/api/orders', token, { planId, idempotencyKey });
  const confirm = (token: string, orderId: string, outcome: 'approve' | 'decline' = 'approve') =>
    inject('POST', `/api/orders/${orderId}/sandbox-confirm`, token, { outcome });
  const webhook = (body: string, signature?: string) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-propdesk-signature': signature } : {}),
      },
      payload: body,
    });

  beforeAll(async () => {
    const manager = em();
    const own = await createSellingOrganization(manager, 'checkout-firm');
    const other = await createSellingOrganization(manager, 'checkout-other');
    plans = { twoStep: own.plans.two_step.id, foreign: other.plans.one_step.id };
    await createTestAccount(manager, { email: 'buyer@example.com', organization: own.organization });
    await createTestAccount(manager, { email: 'second.buyer@example.com', organization: own.organization });
    await createTestAccount(manager, {
      email: 'foreign.buyer@example.com',
      organization: other.organization,
    });
    await createTestAccount(manager, {
      email: 'checkout.admin@example.com',
      role: 'admin',
      portalType: null,
    });
    const app = handle.app();
    tokens.trader = (await signInAs(app, { email: 'buyer@example.com' })).accessToken;
    tokens.otherTrader = (await signInAs(app, { email: 'second.buyer@example.com' })).accessToken;
    tokens.foreignTrader = (await signInAs(app, { email: 'foreign.buyer@example.com' })).accessToken;
    tokens.admin = (
      await signInAs(app, { email: 'checkout.admin@example.com', portal: 'admin' })
    ).accessToken;
  });

  it("lists the trader's own organization's plans", async () => {
    const response = await inject('GET', '/api/me/plans', tokens.trader);
    expect(response.statusCode).toBe(200);
    const { programs, checkoutAvailable } = ZTraderPlansResponse.parse(response.json());
    expect(checkoutAvailable).toBe(true);
    expect(programs.map((program) => program.program)).toEqual(['two_step', 'one_step', 'instant']);
    expect(programs[0]?.plans.map((plan) => plan.id)).toContain(plans.twoStep);
    expect(programs.flatMap((program) => program.plans.map((plan) => plan.id))).not.toContain(plans.foreign);
  });

  it('buys a plan: a pending order, then the sandbox approval opens a first-phase account with the rules frozen', async () => {
    const created = await order(tokens.trader, plans.twoStep);
    expect(created.statusCode).toBe(201);
    const pending = ZOrder.parse(created.json());
    expect(pending).toMatchObject({
      status: 'pending',
      program: 'two_step',
      priceMinor: 9_900,
      accountSizeMinor: 2_500_000,
    });
    expect(pending.confirmationPath).toBe(`/checkout/${pending.id}`);
    // The sandbox confirms on our own page: there is no provider page to send the trader to.
    expect(pending.paymentUrl).toBeNull();

    const confirmed = await confirm(tokens.trader, pending.id);
    expect(confirmed.statusCode).toBe(200);
    const paid = ZOrder.parse(confirmed.json());
    expect(paid.status).toBe('paid');
    expect(paid.tradingAccountId).not.toBeNull();
    const account = await em().findOneOrFail(TradingAccount, { id: paid.tradingAccountId ?? '' });
    expect(account).toMatchObject({
      phaseIndex: 0,
      phaseKind: 'challenge',
      status: 'active',
      platform: 'simulator',
      ruleSetVersion: 1,
      balanceMinor: 2_500_000,
    });
    expect(account.rules.phases[0]?.profitTargetPercent).toBe(10);
    expect(account.login).toMatch(/^SIM-\d{12}$/);

    // Paid once: a second confirmation is refused and opens nothing.
    const again = await confirm(tokens.trader, pending.id);
    expect(again.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(again.json()).error.code).toBe('ORDER_NOT_PENDING');
    expect(await em().count(TradingAccount, { order: pending.id })).toBe(1);
  });

  it('a declined payment fails the order and opens no account', async () => {
    const pending = ZOrder.parse((await order(tokens.trader, plans.twoStep)).json());
    const declined = ZOrder.parse((await confirm(tokens.trader, pending.id, 'decline')).json());
    expect(declined).toMatchObject({ status: 'failed', tradingAccountId: null });
  });

  it('is idempotent by key: a retried request, even in parallel, answers the same order', async () => {
    const key = checkoutKey();
    const responses = await Promise.all([1, 2, 3].map(() => order(tokens.trader, plans.twoStep, key)));
    const ids = new Set(responses.map((response) => ZOrder.parse(response.json()).id));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(await em().count(Order, { idempotencyKey: key })).toBe(1);

    const otherPlan = await order(tokens.trader, plans.foreign, key);
    expect(otherPlan.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(otherPlan.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses bad input, staff, and plans or orders of others', async () => {
    expect((await order(tokens.trader, 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (await inject('POST', '/api/orders', tokens.trader, { planId: plans.twoStep, idempotencyKey: 'short' }))
        .statusCode,
    ).toBe(400);
    expect((await order(tokens.admin, plans.twoStep)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', '/api/orders', undefined, {
          planId: plans.twoStep,
          idempotencyKey: checkoutKey(),
        })
      ).statusCode,
    ).toBe(401);
    // Another firm's plan does not exist for this trader.
    expect((await order(tokens.trader, plans.foreign)).statusCode).toBe(404);
    const mine = ZOrder.parse((await order(tokens.trader, plans.twoStep)).json());
    expect((await inject('GET', `/api/orders/${mine.id}`, tokens.otherTrader)).statusCode).toBe(404);
    expect((await confirm(tokens.foreignTrader, mine.id)).statusCode).toBe(404);
    expect((await inject('GET', `/api/orders/${mine.id}`, tokens.trader)).statusCode).toBe(200);
  });

  describe('the provider webhook', () => {
    async function pendingReference(): Promise<{ orderId: string; reference: string }> {
      const pending = ZOrder.parse((await order(tokens.otherTrader, plans.twoStep)).json());
      const row = await em().findOneOrFail(Order, { id: pending.id });
      return { orderId: pending.id, reference: row.providerReference };
    }
    const eventBody = (id: string, reference: string) =>
      JSON.stringify({ id, type: 'payment.succeeded', reference });

    it('applies a signed event once; a repeated delivery is a duplicate', async () => {
      const { orderId, reference } = await pendingReference();
      const body = eventBody(`evt_once_${driver}`, reference);
      const first = await webhook(body, signPayload(TEST_PAYMENT_WEBHOOK_SECRET, body, Date.now()));
      expect(first.json()).toEqual({ result: 'applied' });
      const repeated = await webhook(body, signPayload(TEST_PAYMENT_WEBHOOK_SECRET, body, Date.now()));
      expect(repeated.json()).toEqual({ result: 'duplicate' });
      expect(await em().count(TradingAccount, { order: orderId })).toBe(1);
    });

    it('opens one account when two different events for one order arrive at the same moment', async () => {
      const { orderId, reference } = await pendingReference();
      const bodies = [eventBody(`evt_a_${driver}`, reference), eventBody(`evt_b_${driver}`, reference)];
      const results = await Promise.all(
        bodies.map((body) => webhook(body, signPayload(TEST_PAYMENT_WEBHOOK_SECRET, body, Date.now()))),
      );
      expect(results.map((result) => result.json<{ result: string }>().result).sort()).toEqual([
        'applied',
        'ignored',
      ]);
      expect(await em().count(TradingAccount, { order: orderId })).toBe(1);
    });

    it('refuses a wrong signature, a missing one and a replay outside the five-minute window', async () => {
      const { orderId, reference } = await pendingReference();
      const body = eventBody(`evt_refused_${driver}`, reference);
      const wrong = await webhook(
        body,
        signPayload('another-secret-of-thirty-two-characters', body, Date.now()),
      );
      expect(wrong.statusCode).toBe(401);
      expect(ZApiErrorBody.parse(wrong.json()).error.code).toBe('INVALID_SIGNATURE');
      expect((await webhook(body)).statusCode).toBe(401);
      const replay = await webhook(
        body,
        signPayload(TEST_PAYMENT_WEBHOOK_SECRET, body, Date.now() - 6 * 60_000),
      );
      expect(replay.statusCode).toBe(401);
      expect(await em().count(TradingAccount, { order: orderId })).toBe(0);
      expect((await em().findOneOrFail(Order, { id: orderId })).status).toBe('pending');
    });

    it('answers 400 for a signed body that is not a payment event', async () => {
      const body = JSON.stringify({ hello: 'world' });
      const response = await webhook(body, signPayload(TEST_PAYMENT_WEBHOOK_SECRET, body, Date.now()));
      expect(response.statusCode).toBe(400);
    });
  });
});

describe.each(TEST_DRIVERS)('checkout without a payment provider (%s)', (driver) => {
  const handle = useTestApp(driver, 'checkout_off', { config: { paymentProvider: null } });
  let token = '';
  let planId = '';

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const selling = await createSellingOrganization(em, 'checkout-off-firm');
    planId = selling.plans.two_step.id;
    await createTestAccount(em, { email: 'window.shopper@example.com', organization: selling.organization });
    token = (await signInAs(handle.app(), { email: 'window.shopper@example.com' })).accessToken;
  });

  it('lists the plans saying checkout is off, refuses to buy, and has no way to confirm a payment', async () => {
    const app = handle.app();
    const listed = await app.inject({ method: 'GET', url: '/api/me/plans', headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    const plansAnswer = ZTraderPlansResponse.parse(listed.json());
    expect(plansAnswer.checkoutAvailable).toBe(false);
    expect(plansAnswer.programs.length).toBeGreaterThan(0);

    const bought = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { planId, idempotencyKey: checkoutKey() },
    });
    expect(bought.statusCode).toBe(503);
    expect(ZApiErrorBody.parse(bought.json()).error.code).toBe('CHECKOUT_UNAVAILABLE');
    expect(await handle.database().orm.em.fork().count(Order, {})).toBe(0);

    const routes = app.routeAccessTable.map((route) => route.url);
    expect(routes).not.toContain('/api/orders/:orderId/sandbox-confirm');
    expect(routes).not.toContain('/api/payments/webhooks/:provider');
  });
});
