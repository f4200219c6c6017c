import { z } from 'zod';
import { PHASE_KINDS, PROGRAMS } from '../domain/plans.ts';
import { IMPACT_CHANGES, IMPACT_PREVIEW_STATUSES, RULE_SET_STATES } from '../domain/rule-sets.ts';
import { TRADING_ACCOUNT_STATUSES } from '../domain/trading-accounts.ts';
import { PLAN_LIMITS, ZRuleSetData, ZRuleText } from './plans.ts';

export * from '../domain/rule-sets.ts';

export const ZOrganizationRuleSetsParams = z.object({ organizationId: z.uuid() });
export const ZOrganizationRuleSetParams = z.object({ organizationId: z.uuid(), ruleSetId: z.uuid() });
export const ZImpactPreviewParams = ZOrganizationRuleSetParams.extend({ previewId: z.uuid() });

export const ZRuleSetVersionsQuery = z.object({
  /** The program whose versions to list; the landing's first tab when not given. */
  program: z.enum(PROGRAMS).default(PROGRAMS[0]),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TRuleSetVersionsQuery = z.infer<typeof ZRuleSetVersionsQuery>;

/** One version of a program's rules as the settings page shows it. */
export const ZRuleSetVersion = z.object({
  id: z.string(),
  program: z.enum(PROGRAMS),
  version: z.number().int(),
  state: z.enum(RULE_SET_STATES),
  /** When it took (or takes) effect; null for a draft not scheduled yet. */
  effectiveFrom: z.iso.datetime().nullable(),
  data: ZRuleSetData,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TRuleSetVersion = z.infer<typeof ZRuleSetVersion>;

/**
 * A program's versions, newest first, one page of them; `inForce` and `pending` are named apart so the
 * page can show them whatever page of the history it is on.
 */
export const ZRuleSetVersionPage = z.object({
  versions: z.array(ZRuleSetVersion),
  inForce: ZRuleSetVersion.nullable(),
  /** The program's one draft or scheduled version, if it has one. */
  pending: ZRuleSetVersion.nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TRuleSetVersionPage = z.infer<typeof ZRuleSetVersionPage>;

/** Starts a draft of a program from the version in force. */
export const ZCreateRuleSetDraftInput = z.object({ program: z.enum(PROGRAMS) });
export type TCreateRuleSetDraftInput = z.infer<typeof ZCreateRuleSetDraftInput>;

/**
 * The draft's rules as the editor holds them: anything JSON, so a half-written draft can be checked and
 * answered with every problem at once (saving validates it with ZRuleSetData).
 */
export const ZRuleSetDraftInput = z.object({ data: z.unknown() });
export type TRuleSetDraftInput = z.infer<typeof ZRuleSetDraftInput>;

/** Checks rules as written and renders them for an account of this size. */
export const ZRuleSetCheckInput = ZRuleSetDraftInput.extend({
  accountSizeMinor: z
    .number()
    .int()
    .min(PLAN_LIMITS.minSizeMinor)
    .max(PLAN_LIMITS.maxSizeMinor)
    .default(100_000_00),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
});
export type TRuleSetCheckInput = z.input<typeof ZRuleSetCheckInput>;

/** A problem with one field of the rules: its path in the rule set and what is wrong, in English. */
export const ZRuleSetIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  /** The kind of problem (zod's issue code), for a translated message. */
  code: z.string(),
  message: z.string(),
});
export type TRuleSetIssue = z.infer<typeof ZRuleSetIssue>;

/**
 * The verdict on rules as written: every problem, or, when there is none, the rule texts of each phase
 * exactly as a trader with a fresh account of that size reads them.
 */
export const ZRuleSetCheck = z.object({
  valid: z.boolean(),
  issues: z.array(ZRuleSetIssue),
  phases: z.array(z.object({ kind: z.enum(PHASE_KINDS), texts: z.array(ZRuleText) })),
});
export type TRuleSetCheck = z.infer<typeof ZRuleSetCheck>;

/** Schedules a draft: from the given instant, or at once when it is null or already past. */
export const ZScheduleRuleSetInput = z.object({ effectiveFrom: z.iso.datetime().nullable() });
export type TScheduleRuleSetInput = z.infer<typeof ZScheduleRuleSetInput>;

/** One account whose ending the draft would change, as an example. */
export const ZImpactExample = z.object({
  accountId: z.string(),
  login: z.string(),
  phaseKind: z.enum(PHASE_KINDS),
  accountSizeMinor: z.number().int(),
  currency: z.string(),
  change: z.enum(IMPACT_CHANGES),
  /** How it ended under the rules it traded under, and under the draft. */
  actual: z.enum(TRADING_ACCOUNT_STATUSES),
  draft: z.enum(TRADING_ACCOUNT_STATUSES),
  /** The rule that failed it under the draft, or under its own rules (would_survive). */
  rule: z.string().nullable(),
  /** When the draft would have failed or passed it. */
  at: z.iso.datetime().nullable(),
});
export type TImpactExample = z.infer<typeof ZImpactExample>;

/** A replay of a draft over the accounts that traded in the window; figures grow while it runs. */
export const ZImpactPreview = z.object({
  id: z.string(),
  ruleSetId: z.string(),
  status: z.enum(IMPACT_PREVIEW_STATUSES),
  windowDays: z.number().int(),
  /** Accounts to replay; null until the run has counted them. */
  total: z.number().int().nullable(),
  processed: z.number().int(),
  /** Accounts the draft leaves as they were, and those in another phase than the draft has. */
  unchanged: z.number().int(),
  skipped: z.number().int(),
  changes: z.record(z.enum(IMPACT_CHANGES), z.number().int()),
  examples: z.array(ZImpactExample),
  /** Why a run failed, in English. */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TImpactPreview = z.infer<typeof ZImpactPreview>;

/** The draft's most recent preview, or null when none was run. */
export const ZLatestImpactPreview = z.object({ preview: ZImpactPreview.nullable() });
export type TLatestImpactPreview = z.infer<typeof ZLatestImpactPreview>;
