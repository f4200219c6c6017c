import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_RULE_SETS, PROGRAMS, ZRuleSetData } from '@propdesk/shared/contracts';
import { DEFAULT_ORGANIZATION_SLUG } from '../organizations/organization.constants.ts';
import type { TOrganization } from '../organizations/organization.entity.ts';
import { DEFAULT_PLAN_PRICES } from './default-plan-prices.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';

/**
 * What a new organization sells until its staff change it: the platform's default firm's active plans
 * and the rules in force for each program, copied (version 1 of its own, active from `now`), so the new
 * firm's landing and checkout work from the first minute and later changes on either side stay apart.
 * Without a default firm to copy (the default firm itself, a fresh database), the built-in price list
 * and rules. Does nothing for an organization that has rules already; persisted with the caller's flush.
 */
export async function provisionDefaultOffering(
  em: EntityManager,
  organization: TOrganization,
  now: Date,
): Promise<void> {
  if ((await em.count(RuleSet, { organization: organization.id })) > 0) return;
  const source = await em.find(
    RuleSet,
    {
      organization: { slug: DEFAULT_ORGANIZATION_SLUG, id: { $ne: organization.id } },
      status: 'active',
    },
    { orderBy: { version: 'desc' } },
  );
  const plans = await em.find(
    Plan,
    { organization: { slug: DEFAULT_ORGANIZATION_SLUG, id: { $ne: organization.id } }, active: true },
    { orderBy: { program: 'asc', displayOrder: 'asc' } },
  );
  for (const program of PROGRAMS) {
    // The newest active version of the program is the one in force (older ones stay active for the
    // accounts bought under them).
    const rules = source.find((ruleSet) => ruleSet.program === program)?.data ?? DEFAULT_RULE_SETS[program];
    em.create(RuleSet, {
      organization,
      program,
      version: 1,
      status: 'active',
      effectiveFrom: now,
      data: ZRuleSetData.parse(rules),
    });
    const copied = plans.filter((plan) => plan.program === program);
    const prices =
      copied.length > 0
        ? copied.map(({ accountSizeMinor, feeMinor, currency }) => ({ accountSizeMinor, feeMinor, currency }))
        : DEFAULT_PLAN_PRICES[program].map((price) => ({ ...price, currency: 'USD' }));
    prices.forEach((price, index) =>
      em.create(Plan, { organization, program, ...price, displayOrder: index }),
    );
  }
}
