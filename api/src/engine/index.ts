/**
 * The rules engine (docs: Domain rules): pure functions over rule data, account state and events. No I/O:
 * persistence, the per-account serialization of evaluations, ingestion and the api live outside.
 */
export { createAccountState, type TNewAccountOptions } from './account-state.ts';
export { canonicalJson, fingerprintState, hashVerdictInputs } from './canonical-hash.ts';
export { evaluate, replay } from './evaluate.ts';
export { findTradingDay, followingTradingDay, dayKeyOf, type TTradingDay } from './reset-calendar.ts';
export { reinstate, type TRecordedBreach, type TReinstatement } from './reinstatement.ts';
export { describeRules } from './rule-texts.ts';
export { snapshot, snapshotFigures, type TAccountFigures, type TAccountSnapshot } from './snapshot.ts';
export { MAX_TRACKED_OPEN_POSITIONS } from './open-positions.ts';
export { TIMELINE_LENGTH } from './timeline.ts';
export type * from './types.ts';
export {
  assessPayoutEligibility,
  type TPayoutAccountState,
  type TPayoutEligibility,
  type TPayoutEligibilityInput,
  type TPayoutGateResult,
} from './payout-eligibility.ts';
