import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { createTestConfig } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe.each(TEST_DRIVERS)('the trader’s code check under its rate limit (%s)', (driver) => {
  const handle = useTestApp(driver, 'coupon_preview_limit', {
    config: {
      authRateLimits: {
        ...createTestConfig().authRateLimits,
        couponCheck: { max: 2, timeWindowMs: 60_000 },
      },
    },
  });
  let planId = '';
  let token = '';

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, 'coupon-limit-firm');
    planId = plans.two_step.id;
    await createTestAccount(em, { email: `code.guesser.${driver}@example.com`, organization });
    token = (await signInAs(handle.app(), { email: `code.guesser.${driver}@example.com` })).accessToken;
  });

  it('answers 429 once one address has checked its share of codes', async () => {
    const statuses: number[] = [];
    for (const code of ['GUESS-1', 'GUESS-2', 'GUESS-3']) {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/me/coupons/preview',
        headers: bearer(token),
        payload: { planId, code },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(ZApiErrorBody.parse(response.json()).error.code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses).toEqual([409, 409, 429]);
  });
});
