import type { TRuleSetData } from '@propdesk/shared/contracts';
import { hashVerdictInputs } from './canonical-hash.ts';
import type { TAccountState, TAccountStatus, TEngineEffect, TEngineEvent } from './types.ts';

/** What one evaluation works with: its inputs (never mutated) and the effects it collects. */
export interface TEvaluationContext {
  readonly rules: TRuleSetData;
  readonly priorState: TAccountState;
  readonly event: TEngineEvent;
  /** Allocated on the first effect: most events have none. */
  effects: TEngineEffect[] | null;
  verdictHash: string | null;
}

export function emitEffect(context: TEvaluationContext, effect: TEngineEffect): void {
  if (context.effects) context.effects.push(effect);
  else context.effects = [effect];
}

/**
 * The hash every verdict records: rules + prior state + event, canonical and SHA-256 (canonical-hash.ts).
 * Computed only when a verdict is reached, once per evaluation.
 */
export function verdictHashOf(context: TEvaluationContext): string {
  context.verdictHash ??= hashVerdictInputs({
    rules: context.rules,
    priorState: context.priorState,
    event: context.event,
  });
  return context.verdictHash;
}

/** Failed, passed, expired and closed accounts take no more events. */
export function isFinalStatus(status: TAccountStatus): boolean {
  return status === 'failed' || status === 'passed' || status === 'expired' || status === 'closed';
}
