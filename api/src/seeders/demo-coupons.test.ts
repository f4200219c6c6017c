import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZCouponPreview } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { createSellingOrganization } from '../test/trading-fixtures.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/index.ts';
import { DEMO_COUPON_CODE, seedDemoCoupons } from './demo-coupons.ts';

describe.each(TEST_DRIVERS)('the demo coupon (%s)', (driver) => {
  const handle = useTestApp(driver, 'demo_coupons');
  let planId = '';
  let token = '';

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, DEFAULT_ORGANIZATION_SLUG);
    planId = plans.two_step.id;
    await createTestAccount(em, { email: `demo.coupon.${driver}@example.com`, organization });
    token = (await signInAs(handle.app(), { email: `demo.coupon.${driver}@example.com` })).accessToken;
    await seedDemoCoupons(handle.database().orm.em.fork(), { now: Date.now() - 1_000 });
  });

  it('takes 10 % off the default firm’s plans from the moment it is seeded', async () => {
    const response = await handle.app().inject({
      method: 'POST',
      url: '/api/me/coupons/preview',
      headers: bearer(token),
      payload: { planId, code: DEMO_COUPON_CODE.toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(ZCouponPreview.parse(response.json())).toMatchObject({
      code: DEMO_COUPON_CODE,
      discountMinor: 990,
      priceMinor: 8_910,
    });
  });
});
