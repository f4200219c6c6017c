import type { TImpactChange, TRuleSetData, TTradingAccountStatus } from '@propdesk/shared/contracts';
import { createAccountState, replay, type TEngineEvent } from '../../../engine/index.ts';

/**
 * The pure part of an impact preview: an account's recorded trading turned back into engine events and
 * replayed under two rule sets, the one it traded under and the draft, from the same start. Both replays
 * read the same events, so any difference is the rules' alone. Recorded equity points are sampled, and a
 * replay cannot know what a trader would have done after an account failed: the preview judges the
 * trading that happened.
 */

export type TReplayAccount = {
  readonly phaseIndex: number;
  readonly phaseKind: string;
  readonly initialBalanceMinor: number;
  readonly currency: string;
  readonly startedAt: number;
  readonly rules: TRuleSetData;
};

export type TRecordedDeal = {
  readonly id: string;
  readonly entry: 'in' | 'out';
  readonly positionId: string;
  readonly profitMinor: number;
  readonly commissionMinor: number;
  readonly executedAt: number;
};

export type TRecordedEquity = { readonly id: string; readonly at: number; readonly equityMinor: number };

/** How a replay ended: a paused account (a soft breach) is still alive. */
export type TReplayOutcome = {
  readonly status: TTradingAccountStatus;
  /** The loss rule that failed it, if one did. */
  readonly rule: string | null;
  /** When it failed or passed. */
  readonly at: number | null;
};

/**
 * The account's deals and equity points as engine events, oldest first (a deal before an equity point of
 * the same instant, as a platform reports them). A closing deal followed by another close of the same
 * position was a partial one.
 */
export function recordedEvents(
  deals: readonly TRecordedDeal[],
  equity: readonly TRecordedEquity[],
): TEngineEvent[] {
  const lastCloseOf = new Map<string, string>();
  for (const deal of deals) if (deal.entry === 'out') lastCloseOf.set(deal.positionId, deal.id);
  const dealEvents = deals.map((deal): TEngineEvent =>
    deal.entry === 'in'
      ? {
          type: 'deal_opened',
          id: deal.id,
          at: deal.executedAt,
          positionId: deal.positionId,
          commissionMinor: deal.commissionMinor,
        }
      : {
          type: 'deal_closed',
          id: deal.id,
          at: deal.executedAt,
          positionId: deal.positionId,
          profitMinor: deal.profitMinor,
          isPartial: lastCloseOf.get(deal.positionId) !== deal.id,
        },
  );
  const equityEvents = equity.map((point): TEngineEvent => ({
    type: 'equity_update',
    id: point.id,
    at: point.at,
    equityMinor: point.equityMinor,
    isEstimate: false,
  }));
  const rank = (event: TEngineEvent) => (event.type === 'equity_update' ? 1 : 0);
  return [...dealEvents, ...equityEvents].sort((a, b) => a.at - b.at || rank(a) - rank(b));
}

/** Replays the events under `rules` from the account's start, up to `endAt` (time passing included). */
export function replayOutcome(
  rules: TRuleSetData,
  account: TReplayAccount,
  events: readonly TEngineEvent[],
  endAt: number,
): TReplayOutcome {
  const initial = createAccountState(rules, {
    initialBalanceMinor: account.initialBalanceMinor,
    startedAt: account.startedAt,
    phaseIndex: account.phaseIndex,
    currency: account.currency,
  });
  const timed = events.filter((event) => event.at >= account.startedAt && event.at <= endAt);
  const { state, effects } = replay(rules, initial, [
    ...timed,
    { type: 'clock_tick', id: 'impact-preview-end', at: Math.max(endAt, account.startedAt) },
  ]);
  let rule: string | null = null;
  let at: number | null = null;
  for (const effect of effects) {
    if (effect.type === 'breach' && effect.report.severity === 'hard') {
      rule = effect.report.rule;
      at = effect.report.at;
    } else if (effect.type === 'phase_passed') at = effect.at;
  }
  const status = state.status === 'paused' ? 'active' : state.status;
  return {
    status,
    rule: status === 'failed' ? rule : null,
    at: status === 'failed' || status === 'passed' ? at : null,
  };
}

/** Whether the draft would have ended the account otherwise: failing first, then passing. */
export function impactChangeOf(actual: TReplayOutcome, draft: TReplayOutcome): TImpactChange | null {
  if (actual.status !== 'failed' && draft.status === 'failed') return 'would_fail';
  if (actual.status === 'failed' && draft.status !== 'failed') return 'would_survive';
  if (actual.status !== 'passed' && draft.status === 'passed') return 'would_pass';
  if (actual.status === 'passed' && draft.status !== 'passed') return 'would_not_pass';
  return null;
}

/**
 * Whether the draft has the account's phase: a draft with fewer phases, or another kind at that index,
 * cannot judge it (the preview counts it as skipped).
 */
export function draftJudges(draft: TRuleSetData, account: TReplayAccount): boolean {
  return draft.phases[account.phaseIndex]?.kind === account.phaseKind;
}
