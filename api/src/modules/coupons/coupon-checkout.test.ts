import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZOrder } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';
import { CouponRedemption } from './coupon-redemption.entity.ts';
import { reclaimCouponUse } from './coupon-uses.ts';
import { Coupon } from './coupon.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRADERS = 4;

describe.each(TEST_DRIVERS)('checkout with a coupon (%s)', (driver) => {
  const handle = useTestApp(driver, 'coupon_checkout');
  const tokens: string[] = [];
  let foreignToken = '';
  const firms = { own: '', other: '' };
  let planId = '';
  let foreignPlanId = '';

  const em = () => handle.database().orm.em.fork();
  const order = (token: string, couponCode: string, idempotencyKey = checkoutKey(), plan = planId) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { planId: plan, idempotencyKey, couponCode },
    });
  const decline = (token: string, orderId: string) =>
    handle.app().inject({
      method: 'POST',
      url: `/api/orders/${orderId}/sandbox-confirm`,
      headers: bearer(token),
      payload: { outcome: 'decline' },
    });
  const errorCodeOf = (response: { json: () => unknown }) => ZApiErrorBody.parse(response.json()).error.code;

  /** A percent coupon of the selling firm, on offer since yesterday. */
  async function addCoupon(
    code: string,
    terms: {
      percentOff?: number;
      maxUses?: number | null;
      maxUsesPerTrader?: number | null;
      firm?: string;
    } = {},
  ) {
    const manager = em();
    const coupon = manager.create(Coupon, {
      organization: terms.firm ?? firms.own,
      code,
      codeKey: code.toLowerCase(),
      kind: 'percent',
      percentOff: terms.percentOff ?? 20,
      amountOffMinor: null,
      currency: null,
      planIds: [],
      startsAt: new Date(Date.now() - DAY_MS),
      endsAt: null,
      maxUses: terms.maxUses ?? null,
      maxUsesPerTrader: terms.maxUsesPerTrader ?? null,
      usedCount: 0,
      active: true,
    });
    await manager.flush();
    return coupon.id;
  }
  const usedCountOf = async (couponId: string) =>
    (await em().findOneOrFail(Coupon, { id: couponId })).usedCount;

  beforeAll(async () => {
    const manager = em();
    const own = await createSellingOrganization(manager, 'coupon-checkout-firm');
    const other = await createSellingOrganization(manager, 'coupon-checkout-other');
    firms.own = own.organization.id;
    firms.other = other.organization.id;
    planId = own.plans.two_step.id;
    foreignPlanId = other.plans.two_step.id;
    for (let index = 0; index < TRADERS; index += 1) {
      const email = `coupon.buyer.${index}.${driver}@example.com`;
      await createTestAccount(manager, { email, organization: own.organization });
      tokens.push((await signInAs(handle.app(), { email })).accessToken);
    }
    const foreignEmail = `coupon.foreign.${driver}@example.com`;
    await createTestAccount(manager, { email: foreignEmail, organization: other.organization });
    foreignToken = (await signInAs(handle.app(), { email: foreignEmail })).accessToken;
  });

  it('prices the order on the server and counts one use, even when the same request is repeated', async () => {
    const couponId = await addCoupon('SAVE20');
    const key = checkoutKey();
    const first = await order(tokens[0] ?? '', 'save20', key);
    expect(first.statusCode).toBe(201);
    expect(ZOrder.parse(first.json())).toMatchObject({
      status: 'pending',
      couponCode: 'SAVE20',
      discountMinor: 1_980,
      priceMinor: 7_920,
    });
    const repeated = await order(tokens[0] ?? '', 'save20', key);
    expect(ZOrder.parse(repeated.json()).id).toBe(ZOrder.parse(first.json()).id);
    expect(await usedCountOf(couponId)).toBe(1);
    expect(await em().count(CouponRedemption, { coupon: couponId })).toBe(1);
  });

  it('refuses an order whose code does not apply and stores nothing', async () => {
    const foreignCoupon = await addCoupon('ELSEWHERE', { firm: firms.other });
    const before = await em().count(Order, {});
    const unknown = await order(tokens[1] ?? '', 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(409);
    expect(errorCodeOf(unknown)).toBe('COUPON_INVALID');
    // Another firm's code is as unknown as one nobody issued.
    expect(errorCodeOf(await order(tokens[1] ?? '', 'ELSEWHERE'))).toBe('COUPON_INVALID');
    expect(await em().count(Order, {})).toBe(before);
    expect(await usedCountOf(foreignCoupon)).toBe(0);
    expect(errorCodeOf(await order(foreignToken, 'SAVE20', checkoutKey(), foreignPlanId))).toBe(
      'COUPON_INVALID',
    );
    // Another firm's plan is not found, whatever the code.
    expect((await order(foreignToken, 'ELSEWHERE')).statusCode).toBe(404);
  });

  it('sells exactly five of twenty concurrent checkouts against a coupon limited to five uses', async () => {
    const couponId = await addCoupon('FIRST-FIVE', { maxUses: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) => order(tokens[index % TRADERS] ?? '', 'FIRST-FIVE')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(
      responses.filter((response) => response.statusCode === 409).map((response) => errorCodeOf(response)),
    ).toEqual(Array.from({ length: 15 }, () => 'COUPON_USED_UP'));
    expect(await em().count(Order, { couponCode: 'FIRST-FIVE', discountMinor: 1_980 })).toBe(5);
    expect(await usedCountOf(couponId)).toBe(5);
  });

  it('holds the per-trader limit, even against the same trader’s parallel checkouts', async () => {
    const couponId = await addCoupon('ONCE-EACH', { maxUsesPerTrader: 1 });
    const parallel = await Promise.all(Array.from({ length: 5 }, () => order(tokens[2] ?? '', 'ONCE-EACH')));
    expect(parallel.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const refused of parallel.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
    }
    const again = await order(tokens[2] ?? '', 'ONCE-EACH');
    expect(errorCodeOf(again)).toBe('COUPON_TRADER_LIMIT');
    expect(ZApiErrorBody.parse(again.json()).error.message).toBe('You have already used this code');
    expect((await order(tokens[3] ?? '', 'ONCE-EACH')).statusCode).toBe(201);
    expect(await usedCountOf(couponId)).toBe(2);
  });

  it('gives a failed order’s use back, so the code can be used again', async () => {
    const couponId = await addCoupon('LAST-ONE', { maxUses: 1 });
    const pending = ZOrder.parse((await order(tokens[1] ?? '', 'LAST-ONE')).json());
    expect(errorCodeOf(await order(tokens[3] ?? '', 'LAST-ONE'))).toBe('COUPON_USED_UP');
    const failed = ZOrder.parse((await decline(tokens[1] ?? '', pending.id)).json());
    expect(failed.status).toBe('failed');
    expect(await usedCountOf(couponId)).toBe(0);
    expect(await em().count(CouponRedemption, { coupon: couponId })).toBe(0);
    expect((await order(tokens[3] ?? '', 'LAST-ONE')).statusCode).toBe(201);
    expect(await usedCountOf(couponId)).toBe(1);
  });

  it('takes the use again for a failed order paid after all (reclaimCouponUse)', async () => {
    const couponId = await addCoupon('SECOND-TRY', { maxUses: 1 });
    const pending = ZOrder.parse((await order(tokens[2] ?? '', 'SECOND-TRY')).json());
    await decline(tokens[2] ?? '', pending.id);
    expect(await usedCountOf(couponId)).toBe(0);
    await em().transactional(async (tx) => {
      const failed = await tx.findOneOrFail(Order, { id: pending.id });
      await reclaimCouponUse(tx, failed);
      // Twice is still one use: the order holds it already.
      await tx.flush();
      await reclaimCouponUse(tx, failed);
    });
    expect(await usedCountOf(couponId)).toBe(1);
    expect(await em().count(CouponRedemption, { order: pending.id })).toBe(1);
  });

  it('pays a free order at once, with no provider, and opens its account', async () => {
    const couponId = await addCoupon('ON-THE-HOUSE', { percentOff: 100 });
    const created = await order(tokens[0] ?? '', 'ON-THE-HOUSE');
    expect(created.statusCode).toBe(201);
    const free = ZOrder.parse(created.json());
    expect(free).toMatchObject({
      status: 'paid',
      provider: 'free',
      priceMinor: 0,
      discountMinor: 9_900,
      confirmationPath: null,
      paymentUrl: null,
    });
    expect(free.tradingAccountId).not.toBeNull();
    expect(await em().count(TradingAccount, { order: free.id })).toBe(1);
    expect((await em().findOneOrFail(Order, { id: free.id })).providerReference).toBe(free.id);
    expect(await usedCountOf(couponId)).toBe(1);
  });
});
