import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TTradingPlatform } from '@propdesk/shared/contracts';
import { systemClock } from '../../infra/clock.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_PAYMENT_WEBHOOK_SECRET } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { generateAccountLogin, LOGIN_ATTEMPTS, Order, TradingAccount } from '../trading-accounts/index.ts';
import { OrderReconciliation } from './order-reconciliation.entity.ts';
import { reconcilePaidOrders, RECONCILE_AFTER_MS } from './order-reconciliation.ts';
import { createSandboxProvider, SANDBOX_PROVIDER } from './payment-provider.ts';
import { applyPaymentWebhook } from './payment-webhook.service.ts';

describe.each(TEST_DRIVERS)('a paid order always opens its account (%s)', (driver) => {
  const handle = useTestApp(driver, 'paid_order_opening');
  const em = () => handle.database().orm.em.fork();
  const sandbox = createSandboxProvider(TEST_PAYMENT_WEBHOOK_SECRET);
  let token = '';
  let planId = '';
  let takenLogin = '';

  /** A generator whose first `collisions` logins are one another account already holds. */
  const collidingFirst = (collisions: number) => {
    let calls = 0;
    return (platform: TTradingPlatform) => {
      calls += 1;
      return calls <= collisions ? takenLogin : generateAccountLogin(platform);
    };
  };
  const pendingOrder = async () => {
    const created = await handle.app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { planId, idempotencyKey: checkoutKey() },
    });
    expect(created.statusCode).toBe(201);
    return em().findOneOrFail(Order, { id: created.json<{ id: string }>().id });
  };
  const pay = (order: { providerReference: string }, generateLogin?: ReturnType<typeof collidingFirst>) =>
    applyPaymentWebhook({
      em: em(),
      provider: SANDBOX_PROVIDER,
      delivery: sandbox.deliveryFor(order.providerReference, 'approve', Date.now()),
      secret: TEST_PAYMENT_WEBHOOK_SECRET,
      clock: systemClock,
      ...(generateLogin === undefined ? {} : { generateLogin }),
    });
  const accountsOf = (orderId: string) => em().find(TradingAccount, { order: orderId });

  beforeAll(async () => {
    const { organization, plans } = await createSellingOrganization(em(), 'paid-order-firm');
    planId = plans.two_step.id;
    await createTestAccount(em(), { email: 'paid.order@example.com', organization });
    token = (await signInAs(handle.app(), { email: 'paid.order@example.com' })).accessToken;
    const first = await buyAccount(handle.app(), token, planId);
    takenLogin = (await em().findOneOrFail(TradingAccount, { id: first })).login;
  });

  it('issues twelve-digit logins', () => {
    expect(generateAccountLogin('mt5')).toMatch(/^MT5-[1-9]\d{11}$/);
  });

  it('opens exactly one account with a fresh login when the first logins are taken', async () => {
    const order = await pendingOrder();
    expect(await pay(order, collidingFirst(LOGIN_ATTEMPTS - 1))).toBe('applied');
    const accounts = await accountsOf(order.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.login).not.toBe(takenLogin);
    expect((await em().findOneOrFail(Order, { id: order.id })).status).toBe('paid');
  });

  it('leaves the order pending, for the provider to retry, when every login it tried was taken', async () => {
    const order = await pendingOrder();
    await expect(pay(order, collidingFirst(LOGIN_ATTEMPTS))).rejects.toThrow(/login/i);
    expect((await em().findOneOrFail(Order, { id: order.id })).status).toBe('pending');
    expect(await accountsOf(order.id)).toHaveLength(0);
    // The provider's retry (a new delivery) goes through.
    expect(await pay(order)).toBe('applied');
    expect(await accountsOf(order.id)).toHaveLength(1);
  });

  it('opens one account when two confirmations of one order arrive together', async () => {
    const order = await pendingOrder();
    const results = await Promise.all([pay(order, collidingFirst(1)), pay(order)]);
    expect([...results].sort()).toEqual(['applied', 'ignored']);
    expect(await accountsOf(order.id)).toHaveLength(1);
  });

  it('opens the account of a paid order left without one, once, even with two instances at once', async () => {
    // A crash between payment and opening: the order is paid, no account exists.
    const order = await pendingOrder();
    const paidAt = new Date(Date.now() - RECONCILE_AFTER_MS - 1_000);
    await em().nativeUpdate(Order, { id: order.id }, { status: 'paid', paidAt });
    const recent = await pendingOrder();
    await em().nativeUpdate(Order, { id: recent.id }, { status: 'paid', paidAt: new Date() });

    const orm = handle.database().orm;
    const runs = await Promise.all([
      reconcilePaidOrders({ orm, nowMs: Date.now(), generateLogin: collidingFirst(1) }),
      reconcilePaidOrders({ orm, nowMs: Date.now() }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.opened, 0)).toBe(1);
    const accounts = await accountsOf(order.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ phaseIndex: 0, accountSizeMinor: order.accountSizeMinor });
    const records = await em().find(OrderReconciliation, { order: order.id });
    expect(records).toHaveLength(1);
    expect(records[0]?.delayMs).toBeGreaterThanOrEqual(RECONCILE_AFTER_MS);
    // A minute has not passed for the other: its payment may still be opening it.
    expect(await accountsOf(recent.id)).toHaveLength(0);
    expect(await reconcilePaidOrders({ orm, nowMs: Date.now() })).toEqual({ found: 0, opened: 0 });
  });
});
