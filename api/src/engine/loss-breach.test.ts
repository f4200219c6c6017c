import { describe, expect, it } from '@jest/globals';
import { hashVerdictInputs } from './canonical-hash.ts';
import { evaluate, replay } from './evaluate.ts';
import { eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TBreachEffect, TEngineEffect } from './types.ts';

/**
 * The edge rules for breaches (docs: Domain rules › Breaches and tolerance), on a $100,000 2-step account:
 * daily floor 95,000 on the first day, max-loss floor 92,000.
 */
function breachesIn(effects: readonly TEngineEffect[]): TBreachEffect[] {
  return effects.filter((effect): effect is TBreachEffect => effect.type === 'breach');
}

describe('the floor itself', () => {
  it('equity exactly at the floor is a breach; one cent above is not (tolerance 0)', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const start = replay(rules, newAccount(rules), [e.opened('2025-06-02T08:00:00Z', 'p1')]).state;
    expect(
      breachesIn(evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(95_000.01))).effects),
    ).toHaveLength(0);
    expect(
      breachesIn(evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(95_000))).effects),
    ).toHaveLength(1);
  });

  it('a tolerance absorbs broker rounding: with 1 cent, 95,000.01 breaches and 95,000.02 does not', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 1 });
    const e = eventsFrom();
    const start = replay(rules, newAccount(rules), [e.opened('2025-06-02T08:00:00Z', 'p1')]).state;
    expect(
      breachesIn(evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(95_000.02))).effects),
    ).toHaveLength(0);
    const [breach] = breachesIn(
      evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(95_000.01))).effects,
    );
    expect(breach?.report).toMatchObject({
      floorMinor: usd(95_000),
      comparedMinor: usd(95_000.01),
      toleranceMinor: 1,
    });
  });

  it('with a $1 tolerance: 95,001.00 breaches, 95,001.01 does not', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 100 });
    const e = eventsFrom();
    const start = replay(rules, newAccount(rules), [e.opened('2025-06-02T08:00:00Z', 'p1')]).state;
    expect(
      breachesIn(evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(95_001.01))).effects),
    ).toHaveLength(0);
    expect(
      breachesIn(evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(95_001))).effects),
    ).toHaveLength(1);
  });
});

describe('one move across both floors', () => {
  it('first day: 91,000 crosses daily 95,000 and max 92,000; the higher, daily, is the cause', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const { effects, state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(91_000)),
    ]);
    expect(breachesIn(effects).map((breach) => breach.report)).toMatchObject([
      {
        rule: 'daily_loss',
        crossedRules: ['daily_loss', 'max_loss'],
        floorMinor: usd(95_000),
        severity: 'hard',
      },
    ]);
    expect(state.status).toBe('failed');
  });

  it('after a losing day: daily floor 96,000 − 5,000 = 91,000 is under max 92,000; max loss is the cause', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const { effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(-4_000)),
      e.reset('2025-06-02T22:00:00Z'),
      e.opened('2025-06-03T08:00:00Z', 'p2'),
      e.equity('2025-06-03T09:00:00Z', usd(90_000)),
    ]);
    expect(breachesIn(effects).map((breach) => breach.report)).toMatchObject([
      { rule: 'max_loss', crossedRules: ['daily_loss', 'max_loss'], floorMinor: usd(92_000) },
    ]);
  });

  it('a soft daily limit crossed together with the max-loss floor still fails the account', () => {
    const rules = rulesFor('two_step', { dailyLoss: { severity: 'soft' } });
    const e = eventsFrom();
    const { effects, state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(91_000)),
    ]);
    expect(breachesIn(effects)).toMatchObject([
      { report: { rule: 'daily_loss', severity: 'hard' }, pausedUntil: null },
    ]);
    expect(state.status).toBe('failed');
  });
});

describe('the data that reaches the engine', () => {
  it('a closing deal whose opening deal is missing still counts: its −5,000 takes balance to the floor', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const { effects, state } = replay(rules, newAccount(rules), [
      e.closed('2025-06-02T09:00:00Z', 'never-opened', usd(-5_000)),
    ]);
    expect(state.balanceMinor).toBe(usd(95_000));
    expect(state.equityMinor).toBe(usd(95_000));
    expect(breachesIn(effects).map((breach) => breach.report.rule)).toEqual(['daily_loss']);
  });

  it('an estimated equity at the floor only warns; the broker’s figure fails the account', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const estimated = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(94_000), true),
    ]);
    expect(breachesIn(estimated.effects)).toHaveLength(0);
    expect(estimated.state).toMatchObject({
      status: 'active',
      equityMinor: usd(100_000),
      estimatedEquityMinor: usd(94_000),
    });
    expect(estimated.effects).toContainEqual(
      expect.objectContaining({ type: 'warning', reason: 'estimated_equity_at_floor', rule: 'daily_loss' }),
    );
    expect(estimated.effects).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        reason: 'allowance_used',
        thresholdPercent: 80,
        isEstimate: true,
      }),
    );

    const broker = evaluate(rules, estimated.state, e.equity('2025-06-02T09:01:00Z', usd(94_000)));
    expect(breachesIn(broker.effects)).toHaveLength(1);
    expect(broker.state.status).toBe('failed');
  });
});

describe('the breach report', () => {
  it('names the floor, the figure, the formula with its numbers, the timeline and the hash of its inputs', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const before = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T08:30:00Z', usd(97_000)),
    ]).state;
    const breaching = e.equity('2025-06-02T09:00:00Z', usd(94_000));
    const [breach] = breachesIn(evaluate(rules, before, breaching).effects);
    expect(breach?.report).toMatchObject({
      rule: 'daily_loss',
      dayKey: '2025-06-02',
      phaseIndex: 0,
      floorMinor: usd(95_000),
      comparedValue: 'equity',
      comparedMinor: usd(94_000),
      balanceMinor: usd(100_000),
      event: breaching,
    });
    expect(breach?.report.timeline.map((event) => event.type)).toEqual([
      'deal_opened',
      'equity_update',
      'equity_update',
    ]);
    expect(breach?.report.timeline.at(-1)).toEqual(breaching);
    expect(breach?.report.formula.text).toContain(
      'Floor = initial balance (first day) ($100,000.00) − 5% × initial balance ($100,000.00) = $95,000.00',
    );
    expect(breach?.report.formula.text).toContain('Equity now $94,000.00, room -$1,000.00');
    expect(breach?.inputHash).toBe(hashVerdictInputs({ rules, priorState: before, event: breaching }));
  });
});
