import { describe, expect, it } from '@jest/globals';
import { evaluate, replay } from './evaluate.ts';
import { eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TAllowanceWarningEffect, TEngineEffect } from './types.ts';

/**
 * Warnings at 50 % and 80 % of an allowance, once per day for the daily loss and once per phase
 * for the max loss. $100,000 2-step: daily allowance 5,000 above a 95,000 floor (50 % used at equity 97,500,
 * 80 % at 96,000); max-loss allowance 8,000 above 92,000 (50 % at 96,000, 80 % at 93,600).
 */
function warningsIn(effects: readonly TEngineEffect[]): [string, number][] {
  return effects
    .filter(
      (effect): effect is TAllowanceWarningEffect =>
        effect.type === 'warning' && effect.reason === 'allowance_used',
    )
    .map((warning) => [warning.rule, warning.thresholdPercent]);
}

describe('allowance warnings', () => {
  it('50 % at room 2,500, not at 2,500.01; not repeated the same day; 80 % at room 1,000', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const start = replay(rules, newAccount(rules), [e.opened('2025-06-02T08:00:00Z', 'p1')]).state;

    const almost = evaluate(rules, start, e.equity('2025-06-02T09:00:00Z', usd(97_500.01)));
    expect(warningsIn(almost.effects)).toEqual([]);
    const half = evaluate(rules, almost.state, e.equity('2025-06-02T09:01:00Z', usd(97_500)));
    expect(warningsIn(half.effects)).toEqual([['daily_loss', 50]]);
    expect(half.effects[0]).toMatchObject({
      floorMinor: usd(95_000),
      roomMinor: usd(2_500),
      allowanceMinor: usd(5_000),
    });

    const again = replay(rules, half.state, [
      e.equity('2025-06-02T09:02:00Z', usd(99_000)),
      e.equity('2025-06-02T09:03:00Z', usd(97_400)),
    ]);
    expect(warningsIn(again.effects)).toEqual([]);

    const eighty = evaluate(rules, again.state, e.equity('2025-06-02T09:04:00Z', usd(96_000)));
    // The same equity is 50 % of the max-loss allowance: 96,000 − 92,000 = 4,000 of 8,000.
    expect(warningsIn(eighty.effects)).toEqual([
      ['daily_loss', 80],
      ['max_loss', 50],
    ]);
  });

  it('the daily warnings re-arm at the reset; the max-loss ones only with a new phase', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const dayOne = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(96_000)),
    ]);
    expect(warningsIn(dayOne.effects)).toEqual([
      ['daily_loss', 80],
      ['max_loss', 50],
    ]);
    // Day 2 anchors on the balance (100,000): the open loss leaves the same 1,000 of room.
    const dayTwo = evaluate(rules, dayOne.state, e.reset('2025-06-02T22:00:00Z'));
    expect(warningsIn(dayTwo.effects)).toEqual([['daily_loss', 80]]);
  });

  it('one move past both marks sends only the 80 % warning', () => {
    const rules = rulesFor('one_step');
    const e = eventsFrom();
    // 1-step: no daily limit, max loss 6 % = 6,000 above 94,000; equity 95,000 leaves 1,000 (83 % used).
    const { effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(95_000)),
      e.equity('2025-06-02T09:01:00Z', usd(97_000)),
      e.equity('2025-06-02T09:02:00Z', usd(96_900)),
    ]);
    expect(warningsIn(effects)).toEqual([['max_loss', 80]]);
  });

  it('max-loss warnings are sent once per phase, not once per day', () => {
    const rules = rulesFor('one_step');
    const e = eventsFrom();
    const { effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(97_000)),
      e.equity('2025-06-02T10:00:00Z', usd(99_000)),
      e.reset('2025-06-02T22:00:00Z'),
      e.equity('2025-06-03T09:00:00Z', usd(97_000)),
    ]);
    expect(warningsIn(effects)).toEqual([['max_loss', 50]]);
  });
});
