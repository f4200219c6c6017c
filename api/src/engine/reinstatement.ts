import type { TRuleSetData } from '@propdesk/shared/contracts';
import { fingerprintState, hashVerdictInputs } from './canonical-hash.ts';
import type { TAccountState, TEngineEvent, TReinstatedEffect } from './types.ts';

/** What a breach record keeps of its verdict to undo it. */
export interface TRecordedBreach {
  /** When it breached (epoch ms). */
  readonly at: number;
  /** The verdict's inputs besides the rules: the state it judged from and the event it judged. */
  readonly priorState: TAccountState;
  readonly event: TEngineEvent;
  /** The hash of those inputs with the rules, recorded with the verdict. */
  readonly inputHash: string;
  /** The fingerprint of the state the evaluation that breached left the account in. */
  readonly outcomeFingerprint: string;
}

export type TReinstatement =
  | {
      readonly outcome: 'reinstated';
      readonly state: TAccountState;
      readonly effects: readonly [TReinstatedEffect];
    }
  /** The account has changed since the breach: going back would erase what happened since. */
  | { readonly outcome: 'moved_on' }
  /** The recorded prior state is not the one the verdict judged: it is never restored. */
  | { readonly outcome: 'inputs_mismatch' };

/**
 * Overturning a breach (docs: Domain rules › Disputes): the firm rules its event void, so the account goes
 * back to exactly the state the verdict judged from: status, phase, balance and equity, both floors, the
 * day's figures, objectives progress, open positions, warnings and timeline.
 *
 * Only while the account is still exactly as the breach left it (its fingerprint is the one recorded with
 * the verdict). A failed account takes no events, so after a hard breach that always holds; a soft breach
 * pauses the account, which goes on taking events and resumes at the reset, and once it has moved on,
 * restoring the old state would erase what happened since. The fingerprint is compared rather than the
 * verdict judged again, so a later version of the engine cannot make an account look moved on.
 *
 * The recorded inputs are checked against the verdict's hash first: a prior state altered in storage is
 * never restored.
 */
export function reinstate(
  rules: TRuleSetData,
  state: TAccountState,
  breach: TRecordedBreach,
  decidedAt: number,
): TReinstatement {
  const inputHash = hashVerdictInputs({ rules, priorState: breach.priorState, event: breach.event });
  if (inputHash !== breach.inputHash) return { outcome: 'inputs_mismatch' };
  if (fingerprintState(state) !== breach.outcomeFingerprint) return { outcome: 'moved_on' };
  return {
    outcome: 'reinstated',
    state: breach.priorState,
    effects: [{ type: 'reinstated', at: decidedAt, breachAt: breach.at }],
  };
}
