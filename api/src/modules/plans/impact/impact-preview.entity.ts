import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TImpactChange, TImpactExample } from '@propdesk/shared/contracts';
import { baseProperties } from '../../../db/base-properties.ts';
import { Organization } from '../../tenancy/index.ts';
import { RuleSet } from '../rule-set.entity.ts';

/**
 * One replay of a draft over the firm's recent accounts (trading-accounts/impact-preview-runner.ts), with
 * its progress and findings kept as it goes, so any instance can answer how far it is. A preview belongs to
 * the draft as saved: saving the draft again deletes its previews, and a run whose row is gone stops.
 */
export const ImpactPreview = defineEntity({
  name: 'ImpactPreview',
  tableName: 'rule_set_impact_previews',
  indexes: [{ properties: ['status', 'leaseUntil'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    ruleSet: () => p.manyToOne(RuleSet).deleteRule('cascade').index(),
    /** 'queued', 'running', 'done' or 'failed' (IMPACT_PREVIEW_STATUSES). */
    status: p.string().length(10).default('queued'),
    /** The instance running it and until when it holds it; a run whose lease lapsed is taken over. */
    leaseOwner: p.string().length(36).nullable(),
    leaseUntil: p.datetime().nullable(),
    /** The last account replayed (accounts go by creation, then id): where the next batch starts. */
    cursorCreatedAt: p.datetime().nullable(),
    cursorAccountId: p.string().length(36).nullable(),
    windowDays: p.integer(),
    total: p.integer().nullable(),
    processed: p.integer().default(0),
    unchanged: p.integer().default(0),
    skipped: p.integer().default(0),
    changes: p.json<Partial<Record<TImpactChange, number>>>(),
    examples: p.json<TImpactExample[]>(),
    failure: p.string().length(300).nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type TImpactPreviewRow = InferEntity<typeof ImpactPreview>;
