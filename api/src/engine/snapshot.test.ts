import { describe, expect, it } from '@jest/globals';
import { replay } from './evaluate.ts';
import { snapshot } from './snapshot.ts';
import { at, deepFreeze, eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TRuleText } from './types.ts';

/**
 * What the trader's account page shows, on a $100,000 2-step challenge with a 50 % consistency rule.
 * Monday 2 June: +3,000 closed. Tuesday 3 June: +1,000 closed, then a position open at −500.
 * Seen at 14:00 Prague on Tuesday (12:00 UTC); the day resets at midnight Prague (22:00 UTC).
 */
const rules = rulesFor('two_step', { consistencyMaxBestDayPercent: 50 });
const e = eventsFrom();
const state = deepFreeze(
  replay(rules, newAccount(rules), [
    e.opened('2025-06-02T08:00:00Z', 'a'),
    e.closed('2025-06-02T09:00:00Z', 'a', usd(3_000)),
    e.opened('2025-06-03T08:00:00Z', 'b'),
    e.closed('2025-06-03T09:00:00Z', 'b', usd(1_000)),
    e.opened('2025-06-03T10:00:00Z', 'c'),
    e.equity('2025-06-03T11:00:00Z', usd(103_500)),
  ]).state,
);

function textOf(texts: readonly TRuleText[], rule: TRuleText['rule']): string {
  const found = texts.find((text) => text.rule === rule);
  if (!found) throw new Error(`No ${rule} text`);
  return found.text;
}

describe('snapshot', () => {
  const view = snapshot(rules, state, at('2025-06-03T12:00:00Z'));

  it('balance, equity, closed profit and open positions', () => {
    expect(view).toMatchObject({
      status: 'active',
      phaseKind: 'challenge',
      balanceMinor: usd(104_000),
      equityMinor: usd(103_500),
      closedProfitMinor: usd(4_000),
      openPositionCount: 1,
    });
  });

  it("today's floor and room with the countdown to the reset", () => {
    expect(view.day).toEqual({
      dayKey: '2025-06-03',
      startedAt: at('2025-06-02T22:00:00Z'),
      nextResetAt: at('2025-06-03T22:00:00Z'),
      msToReset: 10 * 3_600_000,
      closedProfitMinor: usd(1_000),
    });
    // 103,000 at the reset − 5 % × 100,000 = 98,000; equity 103,500 leaves 5,500.
    expect(view.dailyLoss).toMatchObject({
      anchorMinor: usd(103_000),
      allowanceMinor: usd(5_000),
      floorMinor: usd(98_000),
      comparedMinor: usd(103_500),
      roomMinor: usd(5_500),
      usedPercent: 0,
    });
  });

  it('the overall floor and room', () => {
    expect(view.maxLoss).toMatchObject({
      floorMinor: usd(92_000),
      roomMinor: usd(11_500),
      isLocked: false,
      usedPercent: 0,
    });
  });

  it('trading days against the minimum, profit against the target, the consistency ratio', () => {
    expect(view.tradingDays).toEqual({ counted: 2, minimum: 4, isTodayCounted: true });
    expect(view.profitTarget).toEqual({
      targetMinor: usd(10_000),
      closedProfitMinor: usd(4_000),
      progressPercent: 40,
      isMet: false,
    });
    // Best day 3,000 of 4,000 across the positive days: 75 %, above the 50 % allowed.
    expect(view.consistency).toEqual({
      bestDayProfitMinor: usd(3_000),
      positiveDaysProfitMinor: usd(4_000),
      ratioPercent: 75,
      maxPercent: 50,
      isWithinLimit: false,
    });
    expect(view.scaling).toBeNull();
  });

  it('the rule texts carry the live numbers', () => {
    expect(textOf(view.rules, 'daily_loss')).toContain(
      'Floor = balance at the last reset ($103,000.00) − 5% × initial balance ($100,000.00) = $98,000.00. ' +
        'Equity now $103,500.00, room $5,500.00.',
    );
    expect(textOf(view.rules, 'max_loss')).toContain(
      'Floor = initial balance ($100,000.00) − 8% × initial balance ($100,000.00) = $92,000.00; it never moves. ' +
        'Equity now $103,500.00, room $11,500.00.',
    );
    expect(textOf(view.rules, 'profit_target')).toContain(
      '10% × initial balance ($100,000.00) = $10,000.00, with every position closed. ' +
        'Closed profit now $4,000.00 (40% of the target).',
    );
    expect(textOf(view.rules, 'min_trading_days')).toContain('Counted: 2 of 4.');
    expect(textOf(view.rules, 'consistency')).toContain('Best day $3,000.00 ÷ $4,000.00 = 75%.');
    expect(textOf(view.rules, 'daily_reset')).toContain(
      'resets at 00:00 Europe/Prague (daylight saving included); next reset in 10h 00m, at 2025-06-03T22:00:00.000Z',
    );
    expect(view.rules.map((text) => text.rule)).toEqual([
      'profit_target',
      'min_trading_days',
      'daily_loss',
      'max_loss',
      'consistency',
      'daily_reset',
    ]);
  });

  it('past the reset, shows the new day without touching the stored state', () => {
    const tomorrow = snapshot(rules, state, at('2025-06-04T01:00:00Z'));
    expect(tomorrow.day).toMatchObject({
      dayKey: '2025-06-04',
      msToReset: 21 * 3_600_000,
      closedProfitMinor: 0,
    });
    // 104,000 at the reset − 5,000.
    expect(tomorrow.dailyLoss).toMatchObject({ anchorMinor: usd(104_000), floorMinor: usd(99_000) });
    expect(tomorrow.tradingDays).toEqual({ counted: 2, minimum: 4, isTodayCounted: false });
    // The state is deeply frozen, so a write would have thrown; it still describes Tuesday.
    expect(state.nextResetAt).toBe(at('2025-06-03T22:00:00Z'));
    expect(textOf(tomorrow.rules, 'daily_loss')).toContain('= $99,000.00');
  });
});
