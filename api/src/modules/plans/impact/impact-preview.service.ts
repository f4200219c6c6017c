import type { EntityManager } from '@mikro-orm/core';
import {
  IMPACT_CHANGES,
  IMPACT_PREVIEW_WINDOW_DAYS,
  type TImpactPreview,
  type TImpactPreviewStatus,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../../errors/domain-error.ts';
import { RuleSet } from '../rule-set.entity.ts';
import { isInForceAt } from '../rule-sets-in-force.ts';
import { ImpactPreview, type TImpactPreviewRow } from './impact-preview.entity.ts';

function toImpactPreview(row: TImpactPreviewRow): TImpactPreview {
  return {
    id: row.id,
    ruleSetId: row.ruleSet.id,
    status: row.status as TImpactPreviewStatus,
    windowDays: row.windowDays,
    total: row.total ?? null,
    processed: row.processed,
    unchanged: row.unchanged,
    skipped: row.skipped,
    changes: Object.fromEntries(
      IMPACT_CHANGES.map((change) => [change, row.changes[change] ?? 0]),
    ) as TImpactPreview['changes'],
    examples: row.examples,
    failure: row.failure ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Queues a replay of the draft (or scheduled version) as saved over the firm's accounts of the window;
 * while one is queued or running for it, that one is answered instead of starting another.
 */
export async function startImpactPreview({
  em,
  organizationId,
  ruleSetId,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  ruleSetId: string;
  now: Date;
}): Promise<TImpactPreview> {
  const ruleSet = await em.findOne(RuleSet, { id: ruleSetId, organization: organizationId });
  if (ruleSet === null) throw DomainError.notFound('Rule set not found');
  if (ruleSet.status !== 'draft' || isInForceAt(ruleSet, now))
    throw DomainError.conflict(`Version ${ruleSet.version} is in force already: preview a new draft`);
  const running = await em.findOne(ImpactPreview, {
    ruleSet: ruleSetId,
    status: { $in: ['queued', 'running'] },
  });
  if (running !== null) return toImpactPreview(running);
  const preview = em.create(ImpactPreview, {
    organization: organizationId,
    ruleSet: ruleSetId,
    status: 'queued',
    windowDays: IMPACT_PREVIEW_WINDOW_DAYS,
    total: null,
    changes: {},
    examples: [],
    failure: null,
    finishedAt: null,
    leaseOwner: null,
    leaseUntil: null,
    cursorCreatedAt: null,
    cursorAccountId: null,
  });
  await em.flush();
  return toImpactPreview(preview);
}

/** The version's latest preview, or null (one statement; the route checked settings.read). */
export async function readLatestImpactPreview({
  em,
  organizationId,
  ruleSetId,
}: {
  em: EntityManager;
  organizationId: string;
  ruleSetId: string;
}): Promise<TImpactPreview | null> {
  const row = await em.findOne(
    ImpactPreview,
    { ruleSet: ruleSetId, organization: organizationId },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return row === null ? null : toImpactPreview(row);
}

/** A saved draft is another draft: its previews no longer describe it. */
export function forgetImpactPreviews(em: EntityManager, ruleSetId: string): Promise<number> {
  return em.nativeDelete(ImpactPreview, { ruleSet: ruleSetId });
}
