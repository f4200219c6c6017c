import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZPublicPlansResponse, ZRuleSetData } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Organization } from '../organizations/organization.entity.ts';
import { DEFAULT_RULE_SETS } from './default-rule-sets.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';

describe('default rule sets', () => {
  it('match the seed table and pass the rule-set schema', () => {
    for (const rules of Object.values(DEFAULT_RULE_SETS))
      expect(() => ZRuleSetData.parse(rules)).not.toThrow();
    const summary = Object.values(DEFAULT_RULE_SETS).map((rules) => ({
      program: rules.program,
      targets: rules.phases.map((phase) => phase.profitTargetPercent),
      days: rules.phases.map((phase) => phase.minTradingDays),
      daily: rules.dailyLoss?.percent ?? null,
      max: rules.maxLoss.percent,
      refund: rules.refundPolicy,
    }));
    expect(summary).toEqual([
      {
        program: 'two_step',
        targets: [10, 5, null],
        days: [4, 4, 0],
        daily: 5,
        max: 8,
        refund: 'refunded_with_first_payout',
      },
      {
        program: 'one_step',
        targets: [10, null],
        days: [4, 0],
        daily: null,
        max: 6,
        refund: 'non_refundable',
      },
      { program: 'instant', targets: [null], days: [0], daily: 3, max: 6, refund: 'non_refundable' },
    ]);
    expect(DEFAULT_RULE_SETS.instant.scaling).toEqual({
      profitThresholdPercent: 10,
      balanceIncreasePercent: 25,
    });
  });

  it('refuse rules that contradict themselves', () => {
    const invalid = [
      {
        ...DEFAULT_RULE_SETS.two_step,
        payout: { ...DEFAULT_RULE_SETS.two_step.payout, maxProfitSplitPercent: 50 },
      },
      { ...DEFAULT_RULE_SETS.two_step, reset: { timeZone: 'Mars/Olympus', time: '00:00' } },
      { ...DEFAULT_RULE_SETS.two_step, reset: { timeZone: 'Europe/Prague', time: '24:00' } },
      {
        ...DEFAULT_RULE_SETS.two_step,
        tradingDays: { counting: 'profitable_day', profitableDayPercent: null },
      },
    ];
    for (const rules of invalid) expect(ZRuleSetData.safeParse(rules).success).toBe(false);
  });
});

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
