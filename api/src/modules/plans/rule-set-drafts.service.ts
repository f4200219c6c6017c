import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DEFAULT_RULE_SETS, type TProgram, type TRuleSetVersion } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Organization } from '../tenancy/index.ts';
import { forgetImpactPreviews } from './impact/impact-preview.service.ts';
import { validRuleSetData } from './rule-set-check.ts';
import { RuleSet, type TRuleSet } from './rule-set.entity.ts';
import { activateRuleSet } from './rule-set-versions.service.ts';
import { toRuleSetVersion } from './rule-set-rows.ts';
import { findRuleSetInForce, isInForceAt } from './rule-sets-in-force.ts';

/**
 * The firm's staff writing new rules (settings.manage): a program has at most one pending version, a
 * draft started from the version in force, saved as often as needed, then scheduled for an instant (or
 * put in force at once). Only a draft is ever written; a scheduled version goes back to a draft before
 * its date to change it, and a version in force is never touched again.
 */

/** The furthest ahead a version may be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

type TDraftChange = {
  em: EntityManager;
  actor: TActor;
  client: TClientInfo;
  organizationId: string;
  now: Date;
};

function audit(
  change: TDraftChange,
  action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS],
  ruleSet: TRuleSet,
  details: Record<string, unknown> = {},
): void {
  recordAuditEvent(change.em, {
    action,
    outcome: 'success',
    actor: change.actor.userId,
    client: change.client,
    organizationId: change.organizationId,
    target: { type: 'rule_set', id: ruleSet.id },
    details: { program: ruleSet.program, version: ruleSet.version, ...details },
  });
}

/** The version as the settings page shows it, right after a change. */
function toVersion(ruleSet: TRuleSet, now: Date): TRuleSetVersion {
  return toRuleSetVersion(ruleSet, isInForceAt(ruleSet, now) ? ruleSet.version : null);
}

/** The program's draft or scheduled version that is not in force yet, if any. */
async function findPending(
  em: EntityManager,
  { organizationId, program, now }: { organizationId: string; program: TProgram; now: Date },
): Promise<TRuleSet | null> {
  return em.findOne(RuleSet, {
    organization: organizationId,
    program,
    status: 'draft',
    $or: [{ effectiveFrom: null }, { effectiveFrom: { $gt: now } }],
  });
}

/** One of the firm's versions; another firm's is not found. */
async function findOwnVersion(change: TDraftChange, ruleSetId: string): Promise<TRuleSet> {
  const ruleSet = await change.em.findOne(RuleSet, { id: ruleSetId, organization: change.organizationId });
  if (ruleSet === null) throw DomainError.notFound('Rule set not found');
  return ruleSet;
}

/** The version, which must be a draft not scheduled: the only kind that may change. */
async function findOwnDraft(change: TDraftChange, ruleSetId: string): Promise<TRuleSet> {
  const ruleSet = await findOwnVersion(change, ruleSetId);
  const state = toVersion(ruleSet, change.now).state;
  if (state === 'scheduled')
    throw DomainError.conflict(
      `Version ${ruleSet.version} is scheduled: take it back to a draft to change it`,
    );
  if (state !== 'draft') throw DomainError.conflict(`Version ${ruleSet.version} is ${state}, not a draft`);
  return ruleSet;
}

/** Starts the program's next version as a copy of the one in force (the defaults if none is). */
export async function startRuleSetDraft(
  change: TDraftChange & { program: TProgram },
): Promise<TRuleSetVersion> {
  const { em, organizationId, program, now } = change;
  // A platform admin passes the access check for any id: the organization must exist.
  if ((await em.count(Organization, { id: organizationId })) === 0)
    throw DomainError.notFound('Organization not found');
  const pending = await findPending(em, { organizationId, program, now });
  if (pending !== null)
    throw DomainError.conflict(`Version ${pending.version} is already being prepared for this program`);
  const inForce = await findRuleSetInForce(em, { organizationId, program, now });
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
    effectiveFrom: null,
    data: structuredClone(inForce?.data ?? DEFAULT_RULE_SETS[program]),
  });
  audit(change, AUDIT_ACTIONS.ruleSetDraftStarted, draft, { from: inForce?.version ?? null });
  try {
    await em.flush();
  } catch (error) {
    // Another tab started one at the same moment.
    if (error instanceof UniqueConstraintViolationException)
      throw DomainError.conflict('A new version is already being prepared for this program');
    throw error;
  }
  return toVersion(draft, now);
}

/** Saves the draft's rules, refused with every problem when the schema does not accept them. */
export async function saveRuleSetDraft(
  change: TDraftChange & { ruleSetId: string; data: unknown },
): Promise<TRuleSetVersion> {
  const draft = await findOwnDraft(change, change.ruleSetId);
  draft.data = validRuleSetData(change.data, draft.program);
  audit(change, AUDIT_ACTIONS.ruleSetDraftSaved, draft);
  await change.em.flush();
  await forgetImpactPreviews(change.em, draft.id);
  return toVersion(draft, change.now);
}

export async function discardRuleSetDraft(change: TDraftChange & { ruleSetId: string }): Promise<void> {
  const draft = await findOwnDraft(change, change.ruleSetId);
  audit(change, AUDIT_ACTIONS.ruleSetDraftDiscarded, draft);
  change.em.remove(draft);
  await change.em.flush();
}

/**
 * Schedules the draft for `effectiveFrom`, or puts it in force at once when that is null or already past.
 * From its instant on it is what the landing, pricing and checkout show and sell.
 */
export async function scheduleRuleSet(
  change: TDraftChange & { ruleSetId: string; effectiveFrom: Date | null },
): Promise<TRuleSetVersion> {
  const { em, now } = change;
  const draft = await findOwnDraft(change, change.ruleSetId);
  // Saved drafts were checked when saved; the schema may have grown stricter since.
  validRuleSetData(draft.data, draft.program);
  const at = change.effectiveFrom;
  if (at !== null && at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_MS)
    throw DomainError.badRequest('A version can be scheduled at most a year ahead');
  if (at === null || at <= now) {
    audit(change, AUDIT_ACTIONS.ruleSetActivated, draft);
    await em.flush();
    return toVersion(await activateRuleSet(em, draft.id, now), now);
  }
  draft.effectiveFrom = at;
  audit(change, AUDIT_ACTIONS.ruleSetScheduled, draft, { effectiveFrom: at.toISOString() });
  await em.flush();
  return toVersion(draft, now);
}

/**
 * Takes a scheduled version back to a draft before its instant. Conditional on the date not having come,
 * so it never races the version into force.
 */
export async function unscheduleRuleSet(
  change: TDraftChange & { ruleSetId: string },
): Promise<TRuleSetVersion> {
  const { em, now } = change;
  const ruleSet = await findOwnVersion(change, change.ruleSetId);
  const taken = await em.nativeUpdate(
    RuleSet,
    { id: ruleSet.id, status: 'draft', effectiveFrom: { $gt: now } },
    { effectiveFrom: null, updatedAt: now },
  );
  if (taken !== 1) throw DomainError.conflict(`Version ${ruleSet.version} is not scheduled`);
  audit(change, AUDIT_ACTIONS.ruleSetUnscheduled, ruleSet);
  await em.flush();
  await em.refresh(ruleSet);
  return toVersion(ruleSet, now);
}
