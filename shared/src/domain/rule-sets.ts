/**
 * Rule-set versions and impact previews: constants only the settings pages need, so they stay out of the
 * domain index every page loads (contracts re-export them for the api).
 */

/**
 * Where a version of a program's rules stands: being written, waiting for its effective date, in force
 * (what is sold from then on), or replaced by a newer one. A program has at most one draft or scheduled
 * version at a time.
 */
export const RULE_SET_STATES = ['draft', 'scheduled', 'active', 'superseded'] as const;
export type TRuleSetState = (typeof RULE_SET_STATES)[number];

/** An impact preview replays a draft in the background: queued, running, then done or failed. */
export const IMPACT_PREVIEW_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TImpactPreviewStatus = (typeof IMPACT_PREVIEW_STATUSES)[number];

/**
 * How one account would have ended under the draft compared with the rules it traded under: failed
 * where it did not, survived where it failed, passed where it did not, not passed where it did.
 */
export const IMPACT_CHANGES = ['would_fail', 'would_survive', 'would_pass', 'would_not_pass'] as const;
export type TImpactChange = (typeof IMPACT_CHANGES)[number];

/** How far back an impact preview looks for accounts that traded. */
export const IMPACT_PREVIEW_WINDOW_DAYS = 30;
