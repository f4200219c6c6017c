import {
  ZRuleSetData,
  type TProgram,
  type TRuleSetData,
  DEFAULT_RULE_SETS,
} from '@propdesk/shared/contracts';
import { createAccountState } from '../account-state.ts';
import type {
  TAccountState,
  TClockTickEvent,
  TDailyResetEvent,
  TDealClosedEvent,
  TDealOpenedEvent,
  TEngineEvent,
  TEquityUpdateEvent,
  TPayoutWithdrawnEvent,
} from '../types.ts';

/** Test helpers: the default rule sets with overrides (validated by the real schema) and event builders. */

type TRuleOverrides = {
  [Key in keyof TRuleSetData]?: TRuleSetData[Key] extends object | null
    ? Partial<NonNullable<TRuleSetData[Key]>> | null
    : TRuleSetData[Key];
};

export function rulesFor(program: TProgram, overrides: TRuleOverrides = {}): TRuleSetData {
  const base = DEFAULT_RULE_SETS[program];
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = (base as Record<string, unknown>)[key];
    merged[key] =
      value !== null && typeof value === 'object' && !Array.isArray(value) && current
        ? { ...(current as object), ...value }
        : value;
  }
  return ZRuleSetData.parse(merged);
}

/** Epoch ms of an ISO instant. */
export const at = (iso: string): number => Date.parse(iso);

/** $ → minor units. */
export const usd = (dollars: number): number => Math.round(dollars * 100);

/** A $100,000 account (the worked examples' size) started at `startIso`, in the rules' first phase. */
export function newAccount(
  rules: TRuleSetData,
  startIso = '2025-06-02T07:00:00Z',
  initialBalanceMinor = usd(100_000),
): TAccountState {
  return createAccountState(rules, { initialBalanceMinor, startedAt: at(startIso) });
}

export function eventsFrom(prefix = 'e') {
  let sequence = 0;
  const id = () => `${prefix}-${(sequence += 1)}`;
  return {
    opened: (iso: string, positionId: string, commissionMinor?: number): TDealOpenedEvent => ({
      type: 'deal_opened',
      id: id(),
      at: at(iso),
      positionId,
      ...(commissionMinor === undefined ? {} : { commissionMinor }),
    }),
    closed: (
      iso: string,
      positionId: string,
      profitMinor: number,
      extra: Partial<Pick<TDealClosedEvent, 'isPartial' | 'positionOpenedAt'>> = {},
    ): TDealClosedEvent => ({
      type: 'deal_closed',
      id: id(),
      at: at(iso),
      positionId,
      profitMinor,
      ...extra,
    }),
    equity: (iso: string, equityMinor: number, isEstimate = false): TEquityUpdateEvent => ({
      type: 'equity_update',
      id: id(),
      at: at(iso),
      equityMinor,
      isEstimate,
    }),
    reset: (iso: string): TDailyResetEvent => ({ type: 'daily_reset', id: id(), at: at(iso) }),
    tick: (iso: string): TClockTickEvent => ({ type: 'clock_tick', id: id(), at: at(iso) }),
    payout: (iso: string, grossMinor: number): TPayoutWithdrawnEvent => ({
      type: 'payout_withdrawn',
      id: id(),
      at: at(iso),
      payoutId: `payout-${sequence}`,
      grossMinor,
    }),
  };
}

/** Freezes a value and everything inside it, so a test fails if the engine writes to its inputs. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

export type { TEngineEvent };
