import type { EntityManager } from '@mikro-orm/core';
import { PROGRAMS, ZRuleSetData, type TPublicProgram } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { Organization } from '../organizations/organization.entity.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';

/**
 * What an active organization sells, for its landing and pricing pages: each program that has an active
 * rule set and at least one active plan, in the order of PROGRAMS (the landing's tabs), plans by display
 * order then size.
 * Unknown and inactive organizations answer 404 like the branding endpoint.
 */
export async function listPublicPrograms({
  em,
  slug,
}: {
  em: EntityManager;
  slug: string;
}): Promise<TPublicProgram[]> {
  const organization = await em.findOne(Organization, { slug, status: 'active' });
  if (organization === null) throw DomainError.notFound('Organization not found');
  const [ruleSets, plans] = await Promise.all([
    em.find(RuleSet, { organization: organization.id, status: 'active' }),
    em.find(
      Plan,
      { organization: organization.id, active: true },
      { orderBy: { displayOrder: 'asc', accountSizeMinor: 'asc', id: 'asc' } },
    ),
  ]);
  return PROGRAMS.flatMap((program) => {
    // One active version per program; if a change left two, the newest wins.
    const ruleSet = ruleSets
      .filter((candidate) => candidate.program === program)
      .sort((a, b) => b.version - a.version)[0];
    const programPlans = plans.filter((plan) => plan.program === program);
    if (ruleSet === undefined || programPlans.length === 0) return [];
    return [
      {
        program,
        ruleSetVersion: ruleSet.version,
        // Stored data was validated when written; parsing again keeps a bad row from reaching a page.
        rules: ZRuleSetData.parse(ruleSet.data),
        plans: programPlans.map((plan) => ({
          id: plan.id,
          accountSizeMinor: plan.accountSizeMinor,
          feeMinor: plan.feeMinor,
          currency: plan.currency,
        })),
      },
    ];
  });
}
