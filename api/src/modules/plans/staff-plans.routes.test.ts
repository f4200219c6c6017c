import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZPublicPlansResponse, ZStaffPlan, ZStaffPlanList } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { addOffering, readDefaultOffering } from './default-offering.ts';

const PLAN = {
  program: 'two_step',
  accountSizeMinor: 15_000_000,
  feeMinor: 59_900,
  currency: 'USD',
  active: true,
  displayOrder: 5,
} as const;

describe.each(TEST_DRIVERS)('a firm’s plans on its settings page (%s)', (driver) => {
  const firm = useStaffFirm(driver, `staff_plans_${driver}`);
  const plansPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/plans`;
  const publicPlans = async () =>
    ZPublicPlansResponse.parse(
      (
        await firm.handle
          .app()
          .inject({ method: 'GET', url: `/api/public/organizations/${firm.firm().slug}/plans` })
      ).json(),
    );

  it('adds a plan that goes on sale with its program’s rules, and takes it off sale again', async () => {
    const em = firm.em();
    addOffering(em, firm.firm(), await readDefaultOffering(em), new Date());
    await em.flush();

    const created = await firm.inject('owner', 'POST', plansPath(), PLAN);
    expect(created.statusCode).toBe(201);
    const plan = ZStaffPlan.parse(created.json());
    const sizesOnSale = async () =>
      (await publicPlans()).programs
        .find((program) => program.program === 'two_step')
        ?.plans.map((onSale) => onSale.accountSizeMinor) ?? [];
    expect(await sizesOnSale()).toContain(15_000_000);

    const offSale = await firm.inject('admin', 'PUT', `${plansPath()}/${plan.id}`, {
      ...PLAN,
      active: false,
    });
    expect(offSale.json()).toMatchObject({ active: false });
    expect(await sizesOnSale()).not.toContain(15_000_000);
    const listed = ZStaffPlanList.parse((await firm.inject('manager', 'GET', plansPath())).json());
    expect(listed.plans.find((listedPlan) => listedPlan.id === plan.id)).toMatchObject({ active: false });
    expect(
      await firm.em().count(AuditEvent, {
        organization: firm.firm().id,
        action: { $in: ['plan_created', 'plan_updated'] },
      }),
    ).toBe(2);
  });

  it('refuses a fee at or above the size, a bad currency and a size the program already sells', async () => {
    const refused = await firm.inject('owner', 'POST', plansPath(), {
      ...PLAN,
      accountSizeMinor: 100_000,
      feeMinor: 150_000,
      currency: 'usd',
    });
    expect(refused.statusCode).toBe(400);
    const paths = (
      ZApiErrorBody.parse(refused.json()).error.details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['/currency', '/feeMinor']);
    expect((await firm.inject('owner', 'POST', plansPath(), PLAN)).statusCode).toBe(409);
  });

  it('keeps a reset offer (a price or a discount, for some days) and refuses a muddled one', async () => {
    const resetPlan = { ...PLAN, accountSizeMinor: 35_000_000 };
    const created = await firm.inject('owner', 'POST', plansPath(), {
      ...resetPlan,
      resetOffer: { priceMinor: 29_900, discountPercent: null, windowDays: 7 },
    });
    expect(created.statusCode).toBe(201);
    const plan = ZStaffPlan.parse(created.json());
    expect(plan.resetOffer).toEqual({ priceMinor: 29_900, discountPercent: null, windowDays: 7 });

    const discounted = await firm.inject('admin', 'PUT', `${plansPath()}/${plan.id}`, {
      ...resetPlan,
      resetOffer: { priceMinor: null, discountPercent: 40, windowDays: 14 },
    });
    expect(ZStaffPlan.parse(discounted.json()).resetOffer).toEqual({
      priceMinor: null,
      discountPercent: 40,
      windowDays: 14,
    });
    // A plan written without an offer offers no reset.
    const withdrawn = await firm.inject('owner', 'PUT', `${plansPath()}/${plan.id}`, resetPlan);
    expect(ZStaffPlan.parse(withdrawn.json()).resetOffer).toBeNull();

    const issuePaths = async (resetOffer: object) => {
      const refused = await firm.inject('owner', 'PUT', `${plansPath()}/${plan.id}`, {
        ...resetPlan,
        resetOffer,
      });
      expect(refused.statusCode).toBe(400);
      return (ZApiErrorBody.parse(refused.json()).error.details as { issues: { path: string }[] }).issues.map(
        (issue) => issue.path,
      );
    };
    expect(await issuePaths({ priceMinor: 100, discountPercent: 10, windowDays: 7 })).toEqual([
      '/resetOffer/priceMinor',
    ]);
    expect(await issuePaths({ priceMinor: null, discountPercent: null, windowDays: 7 })).toEqual([
      '/resetOffer/priceMinor',
    ]);
    expect(await issuePaths({ priceMinor: 59_900, discountPercent: null, windowDays: 7 })).toEqual([
      '/resetOffer/priceMinor',
    ]);
    expect(await issuePaths({ priceMinor: null, discountPercent: 100, windowDays: 0 })).toEqual([
      '/resetOffer/discountPercent',
      '/resetOffer/windowDays',
    ]);
    expect(
      (
        await firm.inject('manager', 'PUT', `${plansPath()}/${plan.id}`, {
          ...resetPlan,
          resetOffer: { priceMinor: 100, discountPercent: null, windowDays: 7 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets managers read; owners, admins and platform admins change; other firms see nothing', async () => {
    expect(
      (await firm.inject('manager', 'POST', plansPath(), { ...PLAN, accountSizeMinor: 30_000_000 }))
        .statusCode,
    ).toBe(403);
    expect((await firm.inject('agent', 'GET', plansPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', plansPath())).statusCode).toBe(404);
    const [plan] = ZStaffPlanList.parse((await firm.inject('owner', 'GET', plansPath())).json()).plans;
    const foreign = await firm.inject('otherOwner', 'PUT', `${plansPath(firm.other().id)}/${plan?.id}`, PLAN);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await firm.inject('platformAdmin', 'POST', plansPath(), { ...PLAN, accountSizeMinor: 40_000_000 }))
        .statusCode,
    ).toBe(201);
  });
});
