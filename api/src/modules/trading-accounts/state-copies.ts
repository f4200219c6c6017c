import type { TAccountState, TAccountStatus } from '../../engine/index.ts';
import type { TTradingAccount } from './trading-account.entity.ts';

/** Statuses after which the engine takes no more events and the account leaves the reset schedule. */
const FINAL_STATUSES: ReadonlySet<TAccountStatus> = new Set(['failed', 'passed', 'expired', 'closed']);

/** Statuses whose accounts still take events: what the simulator marks and the reset job nudges. */
export const LIVE_STATUSES: readonly TAccountStatus[] = ['active', 'paused'];

/**
 * The account row's copies of its engine state, for listing and for the reset scheduler's index; every
 * write of a state writes them with it (account-evaluation.ts, batch-evaluation.ts).
 */
export function copiesOfState(state: TAccountState) {
  const isFinal = FINAL_STATUSES.has(state.status);
  return {
    status: state.status,
    balanceMinor: state.balanceMinor,
    equityMinor: state.equityMinor,
    lastEventAt: new Date(state.lastEventAt),
    nextResetAt: isFinal ? null : new Date(state.nextResetAt),
    isFinal,
  };
}

/** The state and its copies for listing and scheduling. */
export function writeState(account: TTradingAccount, state: TAccountState): void {
  const copies = copiesOfState(state);
  account.engineState = state;
  account.status = copies.status;
  account.balanceMinor = copies.balanceMinor;
  account.equityMinor = copies.equityMinor;
  account.lastEventAt = copies.lastEventAt;
  account.nextResetAt = copies.nextResetAt;
  // Only a reinstated account leaves a final status, and then it has not ended.
  if (!copies.isFinal) account.endedAt = null;
  else if (account.endedAt === null) account.endedAt = copies.lastEventAt;
}

/**
 * The chart's points: at most one a minute per account (prices move every second; a year of seconds per
 * account would be most of the database), and always the point where a verdict falls.
 */
const EQUITY_SAMPLE_INTERVAL_MS = 60_000;

export function isEquitySampleDue(
  sampledAtMs: number | null,
  state: TAccountState,
  isVerdict: boolean,
): boolean {
  const last = sampledAtMs ?? Number.NEGATIVE_INFINITY;
  return isVerdict || state.lastEventAt - last >= EQUITY_SAMPLE_INTERVAL_MS;
}
