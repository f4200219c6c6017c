import type { EntityManager } from '@mikro-orm/core';
import {
  DEFAULT_RULE_SETS,
  PROGRAMS,
  ZRuleSetData,
  type TProgram,
  type TRuleSetData,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TOrganization } from '../organizations/organization.entity.ts';
import { RuleSet, type TRuleSet } from './rule-set.entity.ts';

/**
 * Rule-set versions: draft → active → superseded. A version is never edited once active: a
 * change is a new draft, validated by the schema, which becomes active at its effective date and
 * supersedes the version before it. Accounts keep the version they were bought under (its data is frozen
 * onto each account), so activating a version only changes what is sold from then on.
 */

/** A new draft: the next version number of the organization's program. */
export async function createRuleSetDraft(
  em: EntityManager,
  {
    organizationId,
    program,
    data,
    effectiveFrom,
  }: { organizationId: string; program: TProgram; data: unknown; effectiveFrom: Date | null },
): Promise<TRuleSet> {
  const parsed = ZRuleSetData.safeParse(data);
  if (!parsed.success)
    throw DomainError.badRequest('The rules are not valid', { issues: parsed.error.issues });
  if (parsed.data.program !== program)
    throw DomainError.badRequest(`The rules are for ${parsed.data.program}, not ${program}`);
  const latest = await em.findOne(
    RuleSet,
    { organization: organizationId, program },
    { orderBy: { version: 'desc' } },
  );
  const draft = em.create(RuleSet, {
    organization: organizationId,
    program,
    version: (latest?.version ?? 0) + 1,
    status: 'draft',
    effectiveFrom,
    data: parsed.data satisfies TRuleSetData,
  });
  await em.flush();
  return draft;
}

/**
 * Makes a draft the program's active version now, superseding the active one, in one transaction, so a
 * checkout never sees two active versions or none.
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
    draft.effectiveFrom = now;
    await tx.flush();
    return draft;
  });
}

/** Activates the drafts whose effective date has come (the scheduler calls it with the engine's clock). */
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
