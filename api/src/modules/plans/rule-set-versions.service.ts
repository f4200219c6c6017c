import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_RULE_SETS, PROGRAMS, ZRuleSetData, type TProgram } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TOrganization } from '../tenancy/index.ts';
import { RuleSet, type TRuleSet } from './rule-set.entity.ts';

/**
 * Rule-set versions: draft → scheduled → active → superseded. A version is never edited once scheduled:
 * a change is a new draft (rule-set-drafts.service.ts), validated by the schema, which takes effect at its
 * date and supersedes the version before it. Accounts keep the version they were bought under (its data
 * is frozen onto each account), so a new version only changes what is sold from then on.
 */

/**
 * Marks a draft the program's active version, superseding the one before, in one transaction, so a
 * checkout never sees two active versions or none. A scheduled draft keeps its date; one put in force
 * at once takes `now`.
 */
export async function activateRuleSet(em: EntityManager, ruleSetId: string, now: Date): Promise<TRuleSet> {
  return em.transactional(async (tx) => {
    const draft = await tx.findOne(RuleSet, { id: ruleSetId });
    if (draft === null) throw DomainError.notFound('Rule set not found');
    if (draft.status !== 'draft')
      throw DomainError.conflict(`Version ${draft.version} is ${draft.status}, not a draft`);
    await tx.nativeUpdate(
      RuleSet,
      { organization: draft.organization.id, program: draft.program, status: 'active' },
      { status: 'superseded' },
    );
    draft.status = 'active';
    if (draft.effectiveFrom == null || draft.effectiveFrom > now) draft.effectiveFrom = now;
    await tx.flush();
    return draft;
  });
}

/**
 * Marks active the scheduled drafts whose date has come (the scheduler calls it with the engine's clock).
 * Sales already use them from that instant (rule-sets-in-force.ts); this catches the stored state up.
 */
export async function activateDueRuleSets(em: EntityManager, now: Date): Promise<number> {
  const due = await em.find(
    RuleSet,
    { status: 'draft', effectiveFrom: { $ne: null, $lte: now } },
    { orderBy: { version: 'asc' } },
  );
  for (const draft of due) await activateRuleSet(em.fork(), draft.id, now);
  return due.length;
}

/**
 * Version 1 of every program's default rules, active from `now`: what an organization sells with until
 * its staff write their own. Persisted with the caller's next flush.
 */
export function createDefaultRuleSets(
  em: EntityManager,
  organization: TOrganization,
  now: Date,
): Record<TProgram, TRuleSet> {
  return Object.fromEntries(
    PROGRAMS.map((program) => [
      program,
      em.create(RuleSet, {
        organization,
        program,
        version: 1,
        status: 'active',
        effectiveFrom: now,
        data: ZRuleSetData.parse(DEFAULT_RULE_SETS[program]),
      }),
    ]),
  ) as Record<TProgram, TRuleSet>;
}
