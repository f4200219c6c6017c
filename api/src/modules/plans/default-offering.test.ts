import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULE_SETS, PROGRAMS } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { DEFAULT_ORGANIZATION_SLUG, Organization } from '../tenancy/index.ts';
import { provisionDefaultOffering } from './default-offering.ts';
import { DEFAULT_PLAN_PRICES } from './default-plan-prices.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';

describe.each(TEST_DRIVERS)('the default offering of a new organization (%s)', (driver) => {
  const handle = useTestApp(driver, 'default_offering');
  const em = () => handle.database().orm.em.fork();
  const NOW = new Date('2026-11-27T08:00:00Z');

  const offeringOf = async (organizationId: string) => ({
    plans: await em().find(
      Plan,
      { organization: organizationId },
      { orderBy: { program: 'asc', displayOrder: 'asc' } },
    ),
    rules: await em().find(RuleSet, { organization: organizationId }, { orderBy: { program: 'asc' } }),
  });

  it('uses the built-in prices and rules while there is no default firm to copy', async () => {
    const manager = em();
    const lone = manager.create(Organization, { slug: 'lone-firm', name: 'Lone Firm' });
    await provisionDefaultOffering(manager, lone, NOW);
    await manager.flush();
    const { plans, rules } = await offeringOf(lone.id);
    expect(plans).toHaveLength(
      PROGRAMS.reduce((sum, program) => sum + DEFAULT_PLAN_PRICES[program].length, 0),
    );
    expect(rules.map((rule) => [rule.program, rule.version, rule.status])).toEqual(
      [...PROGRAMS].sort().map((program) => [program, 1, 'active']),
    );
  });

  it('copies the default firm’s active plans and rules in force, as version 1 of its own, once', async () => {
    const { organization: source } = await createSellingOrganization(em(), DEFAULT_ORGANIZATION_SLUG);
    // The platform changed its default offering: a new price, a retired plan, a stricter daily loss.
    const manager = em();
    manager.create(Plan, {
      organization: source.id,
      program: 'one_step',
      accountSizeMinor: 1_000_000,
      feeMinor: 5_900,
      currency: 'EUR',
      displayOrder: 1,
    });
    manager.create(Plan, {
      organization: source.id,
      program: 'one_step',
      accountSizeMinor: 30_000_000,
      feeMinor: 99_900,
      active: false,
    });
    const stricter = {
      ...DEFAULT_RULE_SETS.two_step,
      maxLoss: { ...DEFAULT_RULE_SETS.two_step.maxLoss, percent: 6 },
    };
    manager.create(RuleSet, {
      organization: source.id,
      program: 'two_step',
      version: 2,
      status: 'active',
      effectiveFrom: NOW,
      data: stricter,
    });
    const firm = manager.create(Organization, { slug: 'copied-firm', name: 'Copied Firm' });
    await manager.flush();

    await provisionDefaultOffering(manager, firm, NOW);
    await manager.flush();
    const { plans, rules } = await offeringOf(firm.id);
    const oneStep = plans.filter((plan) => plan.program === 'one_step');
    expect(
      oneStep.map((plan) => [plan.accountSizeMinor, plan.feeMinor, plan.currency, plan.displayOrder]),
    ).toEqual([
      [
        DEFAULT_PLAN_PRICES.one_step[0]?.accountSizeMinor,
        DEFAULT_PLAN_PRICES.one_step[0]?.feeMinor,
        'USD',
        0,
      ],
      [1_000_000, 5_900, 'EUR', 1],
    ]);
    expect(rules.find((rule) => rule.program === 'two_step')).toMatchObject({ version: 1, status: 'active' });
    expect(rules.find((rule) => rule.program === 'two_step')?.data).toEqual(stricter);

    // A second call changes nothing: the firm has its own offering now.
    await provisionDefaultOffering(manager, firm, NOW);
    await manager.flush();
    expect((await offeringOf(firm.id)).plans).toHaveLength(plans.length);
  });
});
