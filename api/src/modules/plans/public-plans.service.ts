import type { EntityManager } from '@mikro-orm/core';
import { PROGRAMS, ZRuleSetData, type TPublicProgram } from '@propdesk/shared/contracts';
import { mapEntityColumns, numberOf, selectRows } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { Organization } from '../tenancy/index.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';
import { IN_FORCE_SQL } from './rule-sets-in-force.ts';

/**
 * What an active organization sells, for its landing and pricing pages: each program that has an active
 * rule set and at least one active plan, in the order of PROGRAMS (the landing's tabs), plans by display
 * order then size.
 * Unknown and inactive organizations answer 404 like the branding endpoint.
 */
/** What an organization sells now, and when a scheduled version changes it next (null: none is). */
export type TSoldPrograms = { programs: TPublicProgram[]; nextChangeAt: Date | null };

export async function listPublicPrograms({
  em,
  slug,
  now,
}: {
  em: EntityManager;
  slug: string;
  now: Date;
}): Promise<TSoldPrograms> {
  const organization = await em.findOne(Organization, { slug, status: 'active' }, { fields: ['id'] });
  if (organization === null) throw DomainError.notFound('Organization not found');
  return listProgramsOf({ em, organizationId: organization.id, now });
}

// Each active plan with its program's versions in force, and when the next scheduled version of the
// organization takes effect: one statement. The rule set's columns come under their own names and are
// converted with the rule set's metadata (its data is JSON).
const PLANS_WITH_RULES_SQL =
  'select p.id, p.program, p.account_size_minor, p.fee_minor, p.currency, ' +
  'r.version as rule_set_version, r.data as rule_set_data, ' +
  "(select min(x.effective_from) from rule_sets x where x.organization_id = p.organization_id and x.status = 'draft' " +
  'and x.effective_from > ?) as next_change_at from plans p ' +
  `join rule_sets r on r.organization_id = p.organization_id and r.program = p.program and ${IN_FORCE_SQL} ` +
  'where p.organization_id = ? and p.active = ? ' +
  'order by p.display_order asc, p.account_size_minor asc, p.id asc';

/**
 * The same for an organization already found (and known to be active): one statement. A scheduled
 * version is sold from its effective instant on, whether or not the scheduler has marked it active yet.
 */
export async function listProgramsOf({
  em,
  organizationId,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  now: Date;
}): Promise<TSoldPrograms> {
  const rows = await selectRows(em, Plan, {
    sql: PLANS_WITH_RULES_SQL,
    params: [now, now, organizationId, true],
    properties: ['id', 'program', 'accountSizeMinor', 'feeMinor', 'currency'],
  });
  const nextChange = rows[0] === undefined ? undefined : rows[0]['next_change_at'];
  const nextChangeAt =
    nextChange === null || nextChange === undefined
      ? null
      : (mapEntityColumns(em, RuleSet, { effective_from: nextChange })['effectiveFrom'] as Date);
  const plans = rows.map((row) => ({
    ...row,
    ruleSet: mapEntityColumns(em, RuleSet, { version: row['rule_set_version'], data: row['rule_set_data'] }),
  }));
  const programs = PROGRAMS.flatMap((program) => {
    const programPlans = plans.filter((plan) => plan.program === program);
    // The newest version in force wins: a scheduled one whose instant has come over the one it replaces.
    const version = Math.max(...programPlans.map((plan) => numberOf(plan.ruleSet['version'])));
    const current = programPlans.filter((plan) => numberOf(plan.ruleSet['version']) === version);
    const [first] = current;
    if (first === undefined) return [];
    return [
      {
        program,
        ruleSetVersion: version,
        // Stored data was validated when written; parsing again keeps a bad row from reaching a page.
        rules: ZRuleSetData.parse(first.ruleSet['data']),
        plans: current.map((plan) => ({
          id: plan.id,
          accountSizeMinor: plan.accountSizeMinor,
          feeMinor: plan.feeMinor,
          currency: plan.currency,
        })),
      },
    ];
  });
  return { programs, nextChangeAt };
}
