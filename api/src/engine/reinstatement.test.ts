import { describe, expect, it } from '@jest/globals';
import { fingerprintState } from './canonical-hash.ts';
import { evaluate, replay } from './evaluate.ts';
import { reinstate, type TRecordedBreach } from './reinstatement.ts';
import { deepFreeze, eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TAccountState, TBreachEffect, TEngineEvent } from './types.ts';
import type { TRuleSetData } from '@propdesk/shared/contracts';

/**
 * Overturning a breach (docs: Domain rules › Disputes) on a $100,000 2-step account: daily floor $95,000 on
 * the first day, max-loss floor $92,000.
 */

/** Judges `event` from `prior` and records the breach as the evaluator does (its inputs and outcome). */
function breachOf(rules: TRuleSetData, prior: TAccountState, event: TEngineEvent) {
  const result = evaluate(rules, prior, event);
  const breach = result.effects.find((effect): effect is TBreachEffect => effect.type === 'breach');
  if (breach === undefined) throw new Error('the event did not breach');
  const record: TRecordedBreach = {
    at: breach.report.at,
    priorState: breach.priorState,
    event: breach.report.event,
    inputHash: breach.inputHash,
    outcomeFingerprint: fingerprintState(result.state),
  };
  return { after: result.state, breach, record };
}

/** A stored state: what reading it back from the database gives (a JSON round trip). */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('reinstate', () => {
  const rules = rulesFor('two_step', { toleranceMinor: 0 });
  const e = eventsFrom();
  const prior = deepFreeze(
    replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T08:30:00Z', 'p1', usd(1_200)),
      e.opened('2025-06-02T09:00:00Z', 'p2'),
      e.equity('2025-06-02T09:30:00Z', usd(99_000)),
    ]).state,
  );

  it('hard: equity $91,000 (under $92,000) fails the account; overturned, it is back exactly as before', () => {
    const { after, breach, record } = breachOf(rules, prior, e.equity('2025-06-02T10:00:00Z', usd(91_000)));
    expect(after.status).toBe('failed');
    expect(breach.priorState).toBe(prior);
    const result = reinstate(rules, stored(after), stored(record), Date.parse('2025-06-03T12:00:00Z'));
    expect(result.outcome).toBe('reinstated');
    if (result.outcome !== 'reinstated') return;
    expect(result.state).toEqual(prior);
    expect(result.state).toMatchObject({
      status: 'active',
      balanceMinor: usd(101_200),
      equityMinor: usd(99_000),
      dailyFloorMinor: usd(95_000),
      maxLossFloorMinor: usd(92_000),
      dayClosedProfitMinor: usd(1_200),
      openPositions: [expect.objectContaining({ positionId: 'p2' })],
    });
    expect(result.effects).toEqual([
      {
        type: 'reinstated',
        at: Date.parse('2025-06-03T12:00:00Z'),
        breachAt: Date.parse('2025-06-02T10:00:00Z'),
      },
    ]);
  });

  it('reinstated, the account trades on as if the breach never was: equity $99,500 is no breach', () => {
    const { after, record } = breachOf(rules, prior, e.equity('2025-06-02T10:00:00Z', usd(91_000)));
    const result = reinstate(rules, after, record, Date.parse('2025-06-02T11:00:00Z'));
    if (result.outcome !== 'reinstated') throw new Error('not reinstated');
    const next = evaluate(rules, result.state, e.equity('2025-06-02T11:30:00Z', usd(99_500)));
    expect(next.state.status).toBe('active');
    expect(next.effects.filter((effect) => effect.type === 'breach')).toEqual([]);
  });

  it('soft: paused at $94,000 (daily floor $95,000); reinstated while nothing else happened', () => {
    const soft = rulesFor('two_step', { toleranceMinor: 0, dailyLoss: { severity: 'soft' } });
    const { after, record } = breachOf(soft, prior, e.equity('2025-06-02T10:00:00Z', usd(94_000)));
    expect(after.status).toBe('paused');
    const result = reinstate(soft, after, record, Date.parse('2025-06-02T10:05:00Z'));
    expect(result.outcome).toBe('reinstated');
  });

  it('soft: once the paused account took another event ($94,500), it has moved on and is not restored', () => {
    const soft = rulesFor('two_step', { toleranceMinor: 0, dailyLoss: { severity: 'soft' } });
    const { after, record } = breachOf(soft, prior, e.equity('2025-06-02T10:00:00Z', usd(94_000)));
    const later = evaluate(soft, after, e.equity('2025-06-02T10:10:00Z', usd(94_500))).state;
    expect(reinstate(soft, later, record, Date.parse('2025-06-02T11:00:00Z'))).toEqual({
      outcome: 'moved_on',
    });
  });

  it('a recorded prior state that is not the one the verdict hashed (balance +$1) is never restored', () => {
    const { after, record } = breachOf(rules, prior, e.equity('2025-06-02T10:00:00Z', usd(91_000)));
    const tampered = { ...record, priorState: { ...record.priorState, balanceMinor: usd(101_201) } };
    expect(reinstate(rules, after, tampered, Date.parse('2025-06-02T11:00:00Z'))).toEqual({
      outcome: 'inputs_mismatch',
    });
  });
});
