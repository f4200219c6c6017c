import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZPublicPlansResponse, DEFAULT_RULE_SETS } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Organization } from '../tenancy/index.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';

describe.each(TEST_DRIVERS)('GET /api/public/organizations/:slug/plans (%s)', (driver) => {
  const handle = useTestApp(driver, 'public_plans');
  const get = (slug: string) =>
    handle.app().inject({ method: 'GET', url: `/api/public/organizations/${slug}/plans` });

  it('lists the active programs in tab order with their active rules and active plans by order', async () => {
    const em = handle.database().orm.em.fork();
    const firm = em.create(Organization, { slug: 'plans-firm', name: 'Plans Firm' });
    const other = em.create(Organization, { slug: 'other-firm', name: 'Other Firm' });
    const ruleSet = (
      organization: typeof firm,
      program: 'two_step' | 'instant',
      version: number,
      status: 'active' | 'superseded' | 'draft',
    ) => em.create(RuleSet, { organization, program, version, status, data: DEFAULT_RULE_SETS[program] });
    ruleSet(firm, 'two_step', 1, 'superseded');
    ruleSet(firm, 'two_step', 2, 'active');
    ruleSet(firm, 'instant', 1, 'active');
    ruleSet(other, 'two_step', 1, 'active');
    const plan = (
      organization: typeof firm,
      program: 'two_step' | 'instant' | 'one_step',
      size: number,
      order: number,
      active = true,
    ) =>
      em.create(Plan, {
        organization,
        program,
        accountSizeMinor: size,
        feeMinor: size / 250,
        displayOrder: order,
        active,
      });
    plan(firm, 'instant', 5_000_000, 1);
    plan(firm, 'instant', 2_500_000, 0);
    plan(firm, 'two_step', 10_000_000, 0);
    plan(firm, 'two_step', 20_000_000, 1, false);
    // A program with plans but no active rules is not offered.
    plan(firm, 'one_step', 2_500_000, 0);
    plan(other, 'two_step', 2_500_000, 0);
    await em.flush();

    const response = await get('plans-firm');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const { programs } = ZPublicPlansResponse.parse(response.json());
    expect(
      programs.map(({ program, ruleSetVersion, plans }) => ({
        program,
        ruleSetVersion,
        sizes: plans.map((entry) => entry.accountSizeMinor),
      })),
    ).toEqual([
      { program: 'two_step', ruleSetVersion: 2, sizes: [10_000_000] },
      { program: 'instant', ruleSetVersion: 1, sizes: [2_500_000, 5_000_000] },
    ]);
    expect(programs[0]?.rules.dailyLoss?.percent).toBe(5);
  });

  it('answers 404 for an unknown or suspended organization, and 400 for a malformed slug', async () => {
    const em = handle.database().orm.em.fork();
    em.create(Organization, { slug: 'suspended-plans', name: 'Suspended', status: 'suspended' });
    await em.flush();
    for (const slug of ['no-such-firm', 'suspended-plans']) {
      const response = await get(slug);
      expect(response.statusCode).toBe(404);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
    expect((await get('Not A Slug!')).statusCode).toBe(400);
  });
});
