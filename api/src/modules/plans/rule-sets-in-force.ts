import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { TProgram, TRuleSetState } from '@propdesk/shared/contracts';
import { RuleSet, type TRuleSet } from './rule-set.entity.ts';

/**
 * Which version of a program's rules is in force at an instant: the newest that is active, or scheduled
 * (a draft with an effective date) with that date come. Reading it so, rather than waiting for the
 * scheduler to mark the version active, makes the landing, pricing and checkout switch at the very
 * instant a version takes effect on every instance.
 */

/** The condition on `rule_sets r` (one `?`: the instant). */
export const IN_FORCE_SQL =
  "(r.status = 'active' or (r.status = 'draft' and r.effective_from is not null and r.effective_from <= ?))";

export function inForceFilter(now: Date): FilterQuery<TRuleSet> {
  return { $or: [{ status: 'active' }, { status: 'draft', effectiveFrom: { $ne: null, $lte: now } }] };
}

export async function findRuleSetInForce(
  em: EntityManager,
  { organizationId, program, now }: { organizationId: string; program: TProgram; now: Date },
): Promise<TRuleSet | null> {
  return em.findOne(
    RuleSet,
    { $and: [{ organization: organizationId, program }, inForceFilter(now)] },
    { orderBy: { version: 'desc' } },
  );
}

/** Whether this row is in force at `now` (or was, before a newer one). */
export function isInForceAt(row: Pick<TRuleSet, 'status' | 'effectiveFrom'>, now: Date): boolean {
  return (
    row.status === 'active' ||
    (row.status === 'draft' && row.effectiveFrom != null && row.effectiveFrom <= now)
  );
}

/**
 * A version's state for the settings page, given the version in force: stored states lag the clock by up
 * to a scheduler run, so a draft whose date has come is reported active and the one it replaces superseded.
 */
export function ruleSetStateOf(
  row: Pick<TRuleSet, 'status' | 'version' | 'effectiveFrom'>,
  inForceVersion: number | null,
): TRuleSetState {
  if (row.version === inForceVersion) return 'active';
  if (row.status === 'draft' && (inForceVersion === null || row.version > inForceVersion))
    return row.effectiveFrom === null ? 'draft' : 'scheduled';
  return 'superseded';
}
