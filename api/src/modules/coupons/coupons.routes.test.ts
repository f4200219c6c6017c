import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZCoupon, ZCouponPage, ZCouponPreview } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { addOffering, Plan, readDefaultOffering } from '../plans/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A coupon's input, valid from yesterday with no end and no limits, for every plan. */
function couponInput(overrides: Record<string, unknown> = {}) {
  return {
    code: 'Spring-25',
    kind: 'percent',
    percentOff: 25,
    amountOffMinor: null,
    currency: null,
    planIds: [],
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: null,
    maxUses: null,
    maxUsesPerTrader: null,
    active: true,
    ...overrides,
  };
}

describe.each(TEST_DRIVERS)('a firm’s coupons (%s)', (driver) => {
  const firm = useStaffFirm(driver, `coupons_${driver}`);
  const couponsPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/coupons`;
  const plans = { twoStep: '', oneStep: '', otherFirm: '' };

  beforeAll(async () => {
    const em = firm.em();
    const offering = await readDefaultOffering(em);
    addOffering(em, firm.firm(), offering, new Date(Date.now() - DAY_MS));
    addOffering(em, firm.other(), offering, new Date(Date.now() - DAY_MS));
    await em.flush();
    const cheapest = async (organization: string, program: string) =>
      (
        await em.findOneOrFail(
          Plan,
          { organization, program: program as 'two_step' },
          { orderBy: { feeMinor: 'asc' } },
        )
      ).id;
    plans.twoStep = await cheapest(firm.firm().id, 'two_step');
    plans.oneStep = await cheapest(firm.firm().id, 'one_step');
    plans.otherFirm = await cheapest(firm.other().id, 'two_step');
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await firm.inject('owner', 'POST', couponsPath(), couponInput(overrides));
    expect(created.statusCode).toBe(201);
    return ZCoupon.parse(created.json());
  };
  const preview = (code: string, planId = plans.twoStep, who: 'trader' | 'platformAdmin' = 'trader') =>
    firm.inject(who, 'POST', '/me/coupons/preview', { planId, code });
  const refusalOf = async (code: string, planId = plans.twoStep) => {
    const response = await preview(code, planId);
    expect(response.statusCode).toBe(409);
    const { error } = ZApiErrorBody.parse(response.json());
    return { code: error.code, message: error.message };
  };

  it('adds, lists, searches, changes and deactivates a coupon, each change audited', async () => {
    const coupon = await create();
    expect(coupon).toMatchObject({ code: 'Spring-25', kind: 'percent', percentOff: 25, usedCount: 0 });

    const page = ZCouponPage.parse(
      (await firm.inject('manager', 'GET', `${couponsPath()}?search=RING`)).json(),
    );
    expect(page.coupons.map((listed) => listed.id)).toEqual([coupon.id]);
    expect(page.total).toBe(1);
    const none = ZCouponPage.parse(
      (await firm.inject('owner', 'GET', `${couponsPath()}?search=autumn`)).json(),
    );
    expect(none).toMatchObject({ coupons: [], total: 0 });

    const changed = await firm.inject(
      'admin',
      'PUT',
      `${couponsPath()}/${coupon.id}`,
      couponInput({
        kind: 'fixed',
        percentOff: 30,
        amountOffMinor: 2_000,
        currency: 'USD',
        planIds: [plans.oneStep],
      }),
    );
    expect(changed.statusCode).toBe(200);
    // A fixed coupon keeps its amount only: the percentage sent along is dropped.
    expect(ZCoupon.parse(changed.json())).toMatchObject({
      kind: 'fixed',
      percentOff: null,
      amountOffMinor: 2_000,
      planIds: [plans.oneStep],
    });

    const deactivated = await firm.inject('owner', 'POST', `${couponsPath()}/${coupon.id}/deactivate`);
    expect(ZCoupon.parse(deactivated.json()).active).toBe(false);
    expect(
      await firm.em().count(AuditEvent, {
        organization: firm.firm().id,
        targetId: coupon.id,
        action: { $in: ['coupon_created', 'coupon_updated', 'coupon_deactivated'] },
      }),
    ).toBe(3);
  });

  it('pages the list on the server, newest first', async () => {
    for (const code of ['PAGE-A', 'PAGE-B', 'PAGE-C']) await create({ code });
    const first = ZCouponPage.parse(
      (await firm.inject('owner', 'GET', `${couponsPath()}?search=page-&pageSize=2`)).json(),
    );
    expect(first.total).toBe(3);
    expect(first.coupons.map((coupon) => coupon.code)).toEqual(['PAGE-C', 'PAGE-B']);
    const second = ZCouponPage.parse(
      (await firm.inject('owner', 'GET', `${couponsPath()}?search=page-&pageSize=2&page=2`)).json(),
    );
    expect(second.coupons.map((coupon) => coupon.code)).toEqual(['PAGE-A']);
  });

  it('refuses bad input with a message per field, and a code the firm already has in any case', async () => {
    const refused = await firm.inject(
      'owner',
      'POST',
      couponsPath(),
      couponInput({
        code: 'no spaces!',
        percentOff: 120,
        endsAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      }),
    );
    expect(refused.statusCode).toBe(400);
    const paths = (
      ZApiErrorBody.parse(refused.json()).error.details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['/code', '/endsAt', '/percentOff']);
    const fixedWithoutAmount = await firm.inject(
      'owner',
      'POST',
      couponsPath(),
      couponInput({ kind: 'fixed' }),
    );
    expect(fixedWithoutAmount.statusCode).toBe(400);

    await create({ code: 'ONCE-ONLY' });
    const twice = await firm.inject('owner', 'POST', couponsPath(), couponInput({ code: 'once-only' }));
    expect(twice.statusCode).toBe(409);
    const foreignPlan = await firm.inject(
      'owner',
      'POST',
      couponsPath(),
      couponInput({ code: 'FOREIGN-PLAN', planIds: [plans.otherFirm] }),
    );
    expect(foreignPlan.statusCode).toBe(400);
    expect(ZApiErrorBody.parse(foreignPlan.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('lets managers read; owners, admins and platform admins change; other firms see nothing', async () => {
    expect(
      (await firm.inject('manager', 'POST', couponsPath(), couponInput({ code: 'MANAGER' }))).statusCode,
    ).toBe(403);
    expect((await firm.inject('agent', 'GET', couponsPath())).statusCode).toBe(403);
    expect((await firm.inject('trader', 'GET', couponsPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', couponsPath())).statusCode).toBe(404);
    const coupon = await create({ code: 'MINE-ONLY' });
    const foreign = await firm.inject(
      'otherOwner',
      'PUT',
      `${couponsPath(firm.other().id)}/${coupon.id}`,
      couponInput({ code: 'STOLEN' }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await firm.inject('otherOwner', 'POST', `${couponsPath(firm.other().id)}/${coupon.id}/deactivate`))
        .statusCode,
    ).toBe(404);
    expect(
      (await firm.inject('platformAdmin', 'POST', couponsPath(), couponInput({ code: 'BY-ADMIN' })))
        .statusCode,
    ).toBe(201);
  });

  describe('the trader’s check of a code', () => {
    it('answers the discount and the price to pay, in any letter case', async () => {
      await create({ code: 'TENOFF', percentOff: 10 });
      const response = await preview('tenoff');
      expect(response.statusCode).toBe(200);
      expect(ZCouponPreview.parse(response.json())).toEqual({
        code: 'TENOFF',
        listPriceMinor: 9_900,
        discountMinor: 990,
        priceMinor: 8_910,
        currency: 'USD',
      });
    });

    it('never takes a fixed amount below a price of zero', async () => {
      await create({
        code: 'BIG-FIXED',
        kind: 'fixed',
        percentOff: null,
        amountOffMinor: 50_000,
        currency: 'USD',
      });
      expect(ZCouponPreview.parse((await preview('BIG-FIXED')).json())).toMatchObject({
        discountMinor: 9_900,
        priceMinor: 0,
      });
    });

    it('refuses with the reason the trader can act on', async () => {
      await create({ code: 'SLEEPING', active: false });
      await create({ code: 'LATER', startsAt: new Date(Date.now() + DAY_MS).toISOString() });
      await create({
        code: 'OVER',
        startsAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
        endsAt: new Date(Date.now() - DAY_MS).toISOString(),
      });
      await create({ code: 'ONE-STEP-ONLY', planIds: [plans.oneStep] });
      await create({ code: 'EUROS', kind: 'fixed', percentOff: null, amountOffMinor: 500, currency: 'EUR' });
      expect(await refusalOf('NOBODY-ISSUED')).toEqual({
        code: 'COUPON_INVALID',
        message: 'This code is not valid',
      });
      expect((await refusalOf('SLEEPING')).code).toBe('COUPON_INVALID');
      expect(await refusalOf('LATER')).toEqual({
        code: 'COUPON_NOT_STARTED',
        message: 'This code is not active yet',
      });
      expect(await refusalOf('OVER')).toEqual({ code: 'COUPON_EXPIRED', message: 'This code has expired' });
      expect(await refusalOf('ONE-STEP-ONLY')).toEqual({
        code: 'COUPON_NOT_FOR_PLAN',
        message: 'This code does not apply to this plan',
      });
      expect((await refusalOf('EUROS')).code).toBe('COUPON_NOT_FOR_PLAN');
      expect((await preview('ONE-STEP-ONLY', plans.oneStep)).statusCode).toBe(200);
    });

    it('refuses another firm’s code and plan, staff, and bad input', async () => {
      const foreignCoupon = await firm.inject(
        'otherOwner',
        'POST',
        couponsPath(firm.other().id),
        couponInput({ code: 'OTHER-FIRM' }),
      );
      expect(foreignCoupon.statusCode).toBe(201);
      expect((await refusalOf('OTHER-FIRM')).code).toBe('COUPON_INVALID');
      await create({ code: 'HOME-FIRM' });
      expect((await preview('HOME-FIRM', plans.otherFirm)).statusCode).toBe(404);
      expect((await preview('HOME-FIRM', plans.twoStep, 'platformAdmin')).statusCode).toBe(403);
      expect((await preview('', plans.twoStep)).statusCode).toBe(400);
      expect(
        (await firm.inject('trader', 'POST', '/me/coupons/preview', { code: 'HOME-FIRM' })).statusCode,
      ).toBe(400);
    });
  });
});
