import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ZApiErrorBody,
  ZOrder,
  ZResetOffer,
  ZTradingAccountDetail,
  type TResetAvailability,
} from '@propdesk/shared/contracts';
import { createManualClock } from '../../infra/clock.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Plan } from '../plans/index.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';
import { reconcilePaidOrders, RECONCILE_AFTER_MS } from './order-reconciliation.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('a discounted reset of a failed account (%s)', (driver) => {
  const clock = createManualClock(Date.now());
  const handle = useTestApp(driver, 'reset_orders', { clock });
  const tokens = { trader: '', otherTrader: '', foreignTrader: '', admin: '' };
  let plans: { twoStep: string; oneStep: string; instant: string };

  const em = () => handle.database().orm.em.fork();
  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    handle.app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const offerOf = (token: string, accountId: string) =>
    inject('GET', `/api/trading-accounts/${accountId}/reset-offer`, token);
  const orderReset = (token: string, accountId: string, idempotencyKey = checkoutKey()) =>
    inject('POST', `/api/trading-accounts/${accountId}/reset-orders`, token, { idempotencyKey });
  const confirm = (token: string, orderId: string) =>
    inject('POST', `/api/orders/${orderId}/sandbox-confirm`, token, { outcome: 'approve' });
  const refusalOf = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(409);
    return (ZApiErrorBody.parse(response.json()).error.details as { reason: TResetAvailability }).reason;
  };

  /** An account of the plan bought through the api, then failed `daysAgo` days ago. */
  const failedAccount = async (planId: string, daysAgo = 1) => {
    const accountId = await buyAccount(handle.app(), tokens.trader, planId);
    await em().nativeUpdate(
      TradingAccount,
      { id: accountId },
      { status: 'failed', endedAt: new Date(clock.now() - daysAgo * DAY_MS) },
    );
    return accountId;
  };

  beforeAll(async () => {
    const manager = em();
    const own = await createSellingOrganization(manager, 'reset-firm');
    const other = await createSellingOrganization(manager, 'reset-other');
    plans = {
      twoStep: own.plans.two_step.id,
      oneStep: own.plans.one_step.id,
      instant: own.plans.instant.id,
    };
    // A fixed reset price on the two-step plan, a 50% discount on the instant one, none on the one-step.
    await manager.nativeUpdate(
      Plan,
      { id: plans.twoStep },
      { resetPriceMinor: 4_900, resetDiscountPercent: null, resetWindowDays: 7 },
    );
    await manager.nativeUpdate(
      Plan,
      { id: plans.instant },
      { resetPriceMinor: null, resetDiscountPercent: 50, resetWindowDays: 3 },
    );
    await createTestAccount(manager, { email: 'reset.trader@example.com', organization: own.organization });
    await createTestAccount(manager, { email: 'reset.other@example.com', organization: own.organization });
    await createTestAccount(manager, {
      email: 'reset.foreign@example.com',
      organization: other.organization,
    });
    await createTestAccount(manager, { email: 'reset.admin@example.com', role: 'admin', portalType: null });
    const app = handle.app();
    tokens.trader = (await signInAs(app, { email: 'reset.trader@example.com' })).accessToken;
    tokens.otherTrader = (await signInAs(app, { email: 'reset.other@example.com' })).accessToken;
    tokens.foreignTrader = (await signInAs(app, { email: 'reset.foreign@example.com' })).accessToken;
    tokens.admin = (await signInAs(app, { email: 'reset.admin@example.com', portal: 'admin' })).accessToken;
  });

  it('offers the reset, and paying it opens a fresh first-phase account linked to the failed one', async () => {
    const failedId = await failedAccount(plans.twoStep);
    const offer = ZResetOffer.parse((await offerOf(tokens.trader, failedId)).json());
    expect(offer).toMatchObject({
      availability: 'available',
      priceMinor: 4_900,
      planFeeMinor: 9_900,
      currency: 'USD',
      resetAccountId: null,
    });
    // Seven calendar days after the day of the failure, in the rules' reset zone.
    const until = Date.parse(offer.availableUntil ?? '');
    expect(until - clock.now()).toBeGreaterThan(6 * DAY_MS);
    expect(until - clock.now()).toBeLessThanOrEqual(7 * DAY_MS + 2 * 3_600_000);

    const created = await orderReset(tokens.trader, failedId);
    expect(created.statusCode).toBe(201);
    const pending = ZOrder.parse(created.json());
    const failed = await em().findOneOrFail(TradingAccount, { id: failedId });
    expect(pending).toMatchObject({
      status: 'pending',
      priceMinor: 4_900,
      planId: plans.twoStep,
      resetOf: { accountId: failedId, login: failed.login },
    });

    const paid = ZOrder.parse((await confirm(tokens.trader, pending.id)).json());
    expect(paid.status).toBe('paid');
    const fresh = await em().findOneOrFail(TradingAccount, { id: paid.tradingAccountId ?? '' });
    expect(fresh).toMatchObject({ phaseIndex: 0, status: 'active', platform: failed.platform });
    expect(fresh.resetOf?.id).toBe(failedId);
    expect(fresh.balanceMinor).toBe(failed.accountSizeMinor);

    const freshDetail = ZTradingAccountDetail.parse(
      (await inject('GET', `/api/trading-accounts/${fresh.id}`, tokens.trader)).json(),
    );
    expect(freshDetail.resetOf).toEqual({ accountId: failedId, login: failed.login });
    const failedDetail = ZTradingAccountDetail.parse(
      (await inject('GET', `/api/trading-accounts/${failedId}`, tokens.trader)).json(),
    );
    expect(failedDetail.resetAccountId).toBe(fresh.id);

    // Reset once: the offer is gone and another order is refused.
    const after = ZResetOffer.parse((await offerOf(tokens.trader, failedId)).json());
    expect(after).toMatchObject({
      availability: 'already_reset',
      priceMinor: null,
      resetAccountId: fresh.id,
    });
    expect(refusalOf(await orderReset(tokens.trader, failedId))).toBe('already_reset');
  });

  it('prices a discount off the plan and answers a repeated key with the same order', async () => {
    const failedId = await failedAccount(plans.instant);
    const key = checkoutKey();
    const responses = await Promise.all([1, 2].map(() => orderReset(tokens.trader, failedId, key)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const [first, second] = responses.map((response) => ZOrder.parse(response.json()));
    expect(first?.id).toBe(second?.id);
    const plan = await em().findOneOrFail(Plan, { id: plans.instant });
    expect(first?.priceMinor).toBe(plan.feeMinor - Math.round(plan.feeMinor / 2));

    const otherAccount = await failedAccount(plans.instant);
    const reused = await orderReset(tokens.trader, otherAccount, key);
    expect(reused.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(reused.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an account that did not fail, a plan without an offer, a window that is over, a plan off sale', async () => {
    const activeId = await buyAccount(handle.app(), tokens.trader, plans.twoStep);
    expect(ZResetOffer.parse((await offerOf(tokens.trader, activeId)).json()).availability).toBe(
      'not_failed',
    );
    expect(refusalOf(await orderReset(tokens.trader, activeId))).toBe('not_failed');

    const noOffer = await failedAccount(plans.oneStep);
    expect(refusalOf(await orderReset(tokens.trader, noOffer))).toBe('not_offered');

    const late = await failedAccount(plans.twoStep, 9);
    const lateOffer = ZResetOffer.parse((await offerOf(tokens.trader, late)).json());
    expect(lateOffer).toMatchObject({ availability: 'window_over', priceMinor: null });
    expect(Date.parse(lateOffer.availableUntil ?? '')).toBeLessThan(clock.now());
    expect(refusalOf(await orderReset(tokens.trader, late))).toBe('window_over');

    const offSale = await failedAccount(plans.twoStep);
    await em().nativeUpdate(Plan, { id: plans.twoStep }, { active: false });
    try {
      expect(refusalOf(await orderReset(tokens.trader, offSale))).toBe('plan_unavailable');
    } finally {
      await em().nativeUpdate(Plan, { id: plans.twoStep }, { active: true });
    }
    // The clock moves on: the same account's window closes.
    expect(ZResetOffer.parse((await offerOf(tokens.trader, offSale)).json()).availability).toBe('available');
    clock.advance(8 * DAY_MS);
    expect(refusalOf(await orderReset(tokens.trader, offSale))).toBe('window_over');
  });

  it("is the trader's own: another trader, another firm's and staff get nothing", async () => {
    const failedId = await failedAccount(plans.twoStep);
    for (const token of [tokens.otherTrader, tokens.foreignTrader]) {
      expect((await offerOf(token, failedId)).statusCode).toBe(404);
      expect((await orderReset(token, failedId)).statusCode).toBe(404);
    }
    expect((await offerOf(tokens.admin, failedId)).statusCode).toBe(403);
    expect((await orderReset(tokens.admin, failedId)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', `/api/trading-accounts/${failedId}/reset-orders`, tokens.trader, {
          idempotencyKey: 'short',
        })
      ).statusCode,
    ).toBe(400);
    expect((await orderReset(tokens.trader, 'not-an-id')).statusCode).toBe(404);
    expect(await em().count(Order, { user: { email: 'reset.other@example.com' } })).toBe(0);
  });

  it('two resets of one account paid at once open one account; the other stays paid without one', async () => {
    const failedId = await failedAccount(plans.twoStep);
    const orders = await Promise.all(
      [1, 2].map(async () => ZOrder.parse((await orderReset(tokens.trader, failedId)).json())),
    );
    const settled = await Promise.all(orders.map((order) => confirm(tokens.trader, order.id)));
    // A payment that lost the race on the one account a reset may open is retried, as a provider does.
    for (const [index, response] of settled.entries()) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode).toBe(500);
      expect((await confirm(tokens.trader, orders[index]?.id ?? '')).statusCode).toBe(200);
    }
    const stored = await em().find(Order, { id: { $in: orders.map((order) => order.id) } });
    expect(stored.map((order) => order.status)).toEqual(['paid', 'paid']);
    expect(await em().count(TradingAccount, { resetOf: failedId })).toBe(1);

    // The reconciliation leaves the second payment alone: there is nothing left for it to open.
    const run = await reconcilePaidOrders({
      orm: handle.database().orm,
      nowMs: clock.now() + RECONCILE_AFTER_MS + 1_000,
    });
    expect(run.opened).toBe(0);
    expect(await em().count(TradingAccount, { resetOf: failedId })).toBe(1);
  });

  it('the reconciliation opens the account of a paid reset left without one', async () => {
    const failedId = await failedAccount(plans.twoStep);
    const pending = ZOrder.parse((await orderReset(tokens.trader, failedId)).json());
    // Paid at the provider, but the opening never ran (a crash between the two).
    await em().nativeUpdate(Order, { id: pending.id }, { status: 'paid', paidAt: new Date(clock.now()) });
    const run = await reconcilePaidOrders({
      orm: handle.database().orm,
      nowMs: clock.now() + RECONCILE_AFTER_MS + 1_000,
    });
    expect(run.opened).toBeGreaterThanOrEqual(1);
    const opened = await em().findOneOrFail(TradingAccount, { order: pending.id });
    expect(opened.resetOf?.id).toBe(failedId);
  });
});
