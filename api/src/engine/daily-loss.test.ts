import { describe, expect, it } from '@jest/globals';
import { evaluate, replay } from './evaluate.ts';
import { eventsFrom, newAccount, rulesFor, usd, at } from './testing/engine-fixtures.ts';
import type { TBreachEffect, TEngineEffect } from './types.ts';

/**
 * Daily loss, every switch with a worked example on a $100,000 2-step account (5 % daily, 8 % static max
 * loss). The account starts on Monday 2 June 2025, 09:00 in Prague; days reset at 00:00 Europe/Prague
 * (22:00 UTC in summer). Tolerance 0 unless a test is about it, so the numbers are exact.
 */
const DAY_1_RESET = '2025-06-02T22:00:00Z';
const DAY_2_RESET = '2025-06-03T22:00:00Z';

function breachesIn(effects: readonly TEngineEffect[]): TBreachEffect[] {
  return effects.filter((effect): effect is TBreachEffect => effect.type === 'breach');
}

describe('daily loss basis and anchor', () => {
  it('initial basis, balance anchor (FTMO): floor = balance at the reset − 5 % × initial', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(2_000)),
      e.opened('2025-06-02T10:00:00Z', 'p2'),
      e.equity('2025-06-02T18:00:00Z', usd(101_500)),
      e.reset(DAY_1_RESET),
    ]);
    // 102,000 − 5 % × 100,000 = 97,000; the floating −500 is not in the anchor.
    expect(state.dailyAnchorMinor).toBe(usd(102_000));
    expect(state.dailyAllowanceMinor).toBe(usd(5_000));
    expect(state.dailyFloorMinor).toBe(usd(97_000));

    const above = evaluate(rules, state, e.equity('2025-06-03T08:00:00Z', usd(97_000.01)));
    expect(breachesIn(above.effects)).toHaveLength(0);
    const atFloor = evaluate(rules, above.state, e.equity('2025-06-03T08:01:00Z', usd(97_000)));
    expect(breachesIn(atFloor.effects).map((breach) => breach.report.floorMinor)).toEqual([usd(97_000)]);
  });

  it('the first day is anchored on the initial balance whatever the anchor', () => {
    for (const anchor of ['balance', 'equity', 'higher_of_balance_and_equity'] as const) {
      const rules = rulesFor('two_step', { dailyLoss: { anchor, basis: 'day_anchor' } });
      const state = newAccount(rules);
      expect(state.dailyAnchorMinor).toBe(usd(100_000));
      expect(state.dailyFloorMinor).toBe(usd(95_000));
    }
  });

  it('day-anchor basis (Fintokei): the allowance is 5 % of the anchor, 5 % × 102,000 = 5,100', () => {
    const rules = rulesFor('two_step', { dailyLoss: { basis: 'day_anchor' } });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(2_000)),
      e.reset(DAY_1_RESET),
    ]);
    expect(state.dailyAllowanceMinor).toBe(usd(5_100));
    expect(state.dailyFloorMinor).toBe(usd(96_900));
  });

  it('equity anchor: a floating loss at the reset lowers the anchor, 98,000 − 5,000 = 93,000', () => {
    const rules = rulesFor('two_step', { dailyLoss: { anchor: 'equity' } });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T18:00:00Z', usd(98_000)),
      e.reset(DAY_1_RESET),
    ]);
    expect(state.dailyAnchorMinor).toBe(usd(98_000));
    expect(state.dailyFloorMinor).toBe(usd(93_000));
  });

  it('higher-of anchor (The5ers): balance 100,000 vs equity 98,000 → 100,000; vs equity 103,000 → 103,000', () => {
    const rules = rulesFor('two_step', { dailyLoss: { anchor: 'higher_of_balance_and_equity' } });
    const e = eventsFrom();
    const start = replay(rules, newAccount(rules), [e.opened('2025-06-02T08:00:00Z', 'p1')]).state;

    const losing = replay(rules, start, [
      e.equity('2025-06-02T18:00:00Z', usd(98_000)),
      e.reset(DAY_1_RESET),
    ]);
    expect(losing.state.dailyAnchorMinor).toBe(usd(100_000));
    expect(losing.state.dailyFloorMinor).toBe(usd(95_000));

    const winning = replay(rules, start, [
      e.equity('2025-06-02T18:00:00Z', usd(103_000)),
      e.reset(DAY_1_RESET),
    ]);
    expect(winning.state.dailyAnchorMinor).toBe(usd(103_000));
    expect(winning.state.dailyFloorMinor).toBe(usd(98_000));
  });

  it('a floating loss carried over the reset is already in equity: it can breach at the reset itself', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const dayOne = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(3_000)),
      e.opened('2025-06-02T10:00:00Z', 'p2'),
      // Floating −5,500: above day 1's floor of 95,000.
      e.equity('2025-06-02T18:00:00Z', usd(97_500)),
    ]);
    expect(breachesIn(dayOne.effects)).toHaveLength(0);
    // Day 2: floor = 103,000 − 5,000 = 98,000, and equity 97,500 is already below it.
    const reset = evaluate(rules, dayOne.state, e.reset(DAY_1_RESET));
    const [breach] = breachesIn(reset.effects);
    expect(breach?.report).toMatchObject({
      rule: 'daily_loss',
      floorMinor: usd(98_000),
      comparedMinor: usd(97_500),
    });
    expect(breach?.report.dayKey).toBe('2025-06-03');
    expect(reset.state.status).toBe('failed');
  });
});

describe('floating P&L switch', () => {
  it('includeFloating = false compares the closed balance: an open loss does not breach, closing it does', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0, dailyLoss: { includeFloating: false } });
    const e = eventsFrom();
    const floating = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      // Equity 93,000 is under the daily floor of 95,000 but above the max-loss floor of 92,000.
      e.equity('2025-06-02T09:00:00Z', usd(93_000)),
    ]);
    expect(breachesIn(floating.effects)).toHaveLength(0);
    expect(floating.state.status).toBe('active');

    const closed = evaluate(rules, floating.state, e.closed('2025-06-02T10:00:00Z', 'p1', usd(-5_000)));
    const [breach] = breachesIn(closed.effects);
    expect(breach?.report).toMatchObject({
      rule: 'daily_loss',
      comparedValue: 'balance',
      comparedMinor: usd(95_000),
      floorMinor: usd(95_000),
    });
  });

  it('includeFloating = true (default) compares equity: the same open loss breaches', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const { effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(93_000)),
    ]);
    expect(breachesIn(effects).map((breach) => breach.report.comparedValue)).toEqual(['equity']);
  });
});

describe('intraday or end-of-day evaluation', () => {
  const dip = (e: ReturnType<typeof eventsFrom>) => [
    e.opened('2025-06-02T08:00:00Z', 'p1'),
    e.equity('2025-06-02T10:00:00Z', usd(94_000)),
    e.equity('2025-06-02T16:00:00Z', usd(96_000)),
    e.reset(DAY_1_RESET),
  ];

  it('intraday: a touch of 94,000 under the 95,000 floor breaches at once, though equity recovers', () => {
    const rules = rulesFor('two_step');
    const { effects, state } = replay(rules, newAccount(rules), dip(eventsFrom()));
    expect(breachesIn(effects).map((breach) => breach.report.at)).toEqual([at('2025-06-02T10:00:00Z')]);
    expect(state.status).toBe('failed');
  });

  it('end of day: the same touch only warns; equity 94,500 at the next reset breaches, dated at the reset', () => {
    const rules = rulesFor('two_step', { dailyLoss: { evaluation: 'end_of_day' } });
    const e = eventsFrom();
    const dayOne = replay(rules, newAccount(rules), dip(e));
    expect(breachesIn(dayOne.effects)).toHaveLength(0);
    expect(dayOne.effects.some((effect) => effect.type === 'warning' && effect.rule === 'daily_loss')).toBe(
      true,
    );
    expect(dayOne.state.status).toBe('active');

    const dayTwo = replay(rules, dayOne.state, [
      e.equity('2025-06-03T20:00:00Z', usd(94_500)),
      e.reset(DAY_2_RESET),
    ]);
    const [breach] = breachesIn(dayTwo.effects);
    expect(breach?.report).toMatchObject({
      rule: 'daily_loss',
      severity: 'hard',
      at: at(DAY_2_RESET),
      dayKey: '2025-06-03',
      floorMinor: usd(95_000),
      comparedMinor: usd(94_500),
    });
    expect(dayTwo.state.status).toBe('failed');
  });

  it('end of day, soft: the breach found at a reset pauses the whole next day, then trading resumes', () => {
    const rules = rulesFor('two_step', { dailyLoss: { evaluation: 'end_of_day', severity: 'soft' } });
    const e = eventsFrom();
    const { state, effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T20:00:00Z', usd(94_500)),
      e.reset(DAY_1_RESET),
    ]);
    const [breach] = breachesIn(effects);
    expect(breach?.pausedUntil).toBe(at(DAY_2_RESET));
    expect(state.status).toBe('paused');

    const resumed = evaluate(rules, state, e.reset(DAY_2_RESET));
    expect(resumed.effects).toContainEqual({ type: 'resumed', at: at(DAY_2_RESET) });
    expect(resumed.state.status).toBe('active');
  });
});

describe('hard or soft severity', () => {
  it('hard: the account fails and takes no more events', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0 });
    const e = eventsFrom();
    const { state, effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(95_000)),
    ]);
    expect(breachesIn(effects)).toMatchObject([{ closePositions: true, pausedUntil: null }]);
    expect(state.status).toBe('failed');
    const after = evaluate(rules, state, e.equity('2025-06-02T10:00:00Z', usd(120_000)));
    expect(after.state).toBe(state);
    expect(after.effects).toHaveLength(0);
  });

  it('soft (E8, Topstep): positions close, trading pauses until the next reset, then resumes with a new floor', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0, dailyLoss: { severity: 'soft' } });
    const e = eventsFrom();
    const breached = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(95_000)),
    ]);
    expect(breachesIn(breached.effects)).toMatchObject([
      {
        closePositions: true,
        pausedUntil: at(DAY_1_RESET),
        report: { rule: 'daily_loss', severity: 'soft' },
      },
    ]);
    expect(breached.state).toMatchObject({ status: 'paused', pausedUntil: at(DAY_1_RESET) });

    // Paused: the daily floor is not judged again the same day; the positions are closed at a loss.
    const paused = replay(rules, breached.state, [
      e.equity('2025-06-02T09:05:00Z', usd(94_000)),
      e.closed('2025-06-02T09:06:00Z', 'p1', usd(-6_000)),
    ]);
    expect(breachesIn(paused.effects)).toHaveLength(0);
    expect(paused.state).toMatchObject({ status: 'paused', balanceMinor: usd(94_000) });

    const resumed = evaluate(rules, paused.state, e.tick('2025-06-02T22:00:00Z'));
    expect(resumed.effects).toContainEqual({ type: 'resumed', at: at(DAY_1_RESET) });
    // New day: 94,000 − 5,000 = 89,000, under the max-loss floor of 92,000.
    expect(resumed.state).toMatchObject({
      status: 'active',
      pausedUntil: null,
      dailyFloorMinor: usd(89_000),
    });
    const failed = evaluate(rules, resumed.state, e.equity('2025-06-03T08:00:00Z', usd(92_000)));
    expect(breachesIn(failed.effects).map((breach) => breach.report.rule)).toEqual(['max_loss']);
    expect(failed.state.status).toBe('failed');
  });

  it('soft daily loss while paused: the max-loss floor still fails the account', () => {
    const rules = rulesFor('two_step', { toleranceMinor: 0, dailyLoss: { severity: 'soft' } });
    const e = eventsFrom();
    const { state, effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(94_000)),
      e.equity('2025-06-02T09:01:00Z', usd(92_000)),
    ]);
    expect(breachesIn(effects).map((breach) => [breach.report.rule, breach.report.severity])).toEqual([
      ['daily_loss', 'soft'],
      ['max_loss', 'hard'],
    ]);
    expect(state.status).toBe('failed');
  });
});
