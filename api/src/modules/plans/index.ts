/**
 * What other modules may use of plans: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { addOffering, readDefaultOffering } from './default-offering.ts';
export { ImpactPreview, type TImpactPreviewRow } from './impact/impact-preview.entity.ts';
export {
  draftJudges,
  impactChangeOf,
  recordedEvents,
  replayOutcome,
  type TReplayAccount,
} from './impact/impact-replay.ts';
export { Plan, type TPlan } from './plan.entity.ts';
export { resetPriceOf } from './plan-reset-offer.ts';
export { activateDueRuleSets } from './rule-set-versions.service.ts';
export { RuleSet, type TRuleSet } from './rule-set.entity.ts';
export { findRuleSetInForce, IN_FORCE_SQL } from './rule-sets-in-force.ts';
export { findTraderFirmId, findTraderOrganization } from './trader-organization.ts';
