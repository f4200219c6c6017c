import { describe, expect, it } from '@jest/globals';
import type { TRuleSetData } from '@propdesk/shared/contracts';
import { createAccountState } from './account-state.ts';
import { evaluate, replay } from './evaluate.ts';
import { at, deepFreeze, eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TAccountState, TDayClosedEffect, TEngineEffect, TEngineEvent } from './types.ts';

/**
 * Deals that reach the engine after the reset that ended the day they were executed in
 * (docs: Domain rules › Trading days). Prague is UTC+2 in June: Monday 2 June ends at 22:00 UTC, and the
 * reset job's daily_reset at 22:00:05 UTC crosses it before the bridge delivers a deal executed at
 * 23:59:50 Prague (21:59:50 UTC).
 */
const MONDAY_LAST_SECONDS = '2025-06-02T21:59:50Z';
const TUESDAY_RESET_JOB = '2025-06-02T22:00:05Z';

function run(rules: TRuleSetData, events: TEngineEvent[], start: TAccountState = newAccount(rules)) {
  return replay(rules, start, events);
}

const lateBookings = (effects: TEngineEffect[]) =>
  effects.filter((effect) => effect.type === 'late_deal_booked');
const closedDays = (effects: TEngineEffect[]) =>
  effects.filter((effect): effect is TDayClosedEffect => effect.type === 'day_closed');

describe('a deal executed before the reset but delivered after it', () => {
  it('opened 10:00 and closed 23:59:50 Monday, delivered after the reset: +$2,000 is Monday’s, Tuesday’s is $0', () => {
    const rules = rulesFor('two_step', { tradingDays: { counting: 'opened_and_closed' } });
    const e = eventsFrom();
    const { state, effects } = run(rules, [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.reset(TUESDAY_RESET_JOB),
      e.closed(MONDAY_LAST_SECONDS, 'a', usd(2_000)),
    ]);
    // Balance and equity move when the deal is applied.
    expect(state.balanceMinor).toBe(usd(102_000));
    expect(state.equityMinor).toBe(usd(102_000));
    expect(state.dayClosedProfitMinor).toBe(0);
    // Monday opened and closed the position: one counted day, Monday, and Tuesday is not counted.
    expect(state.tradingDaysCounted).toBe(1);
    expect(state.isDayCounted).toBe(false);
    expect(state.positiveDaysProfitMinor).toBe(usd(2_000));
    expect(state.bestDayProfitMinor).toBe(usd(2_000));
    expect(lateBookings(effects)).toEqual([
      {
        type: 'late_deal_booked',
        at: at(MONDAY_LAST_SECONDS),
        dayKey: '2025-06-02',
        resultMinor: usd(2_000),
        closedProfitMinor: usd(2_000),
        isCounted: true,
      },
    ]);
    // Tuesday starts from the balance Monday really ended with: anchor $102,000, floor $97,000.
    expect(state.dayStartBalanceMinor).toBe(usd(102_000));
    expect(state.dailyAnchorMinor).toBe(usd(102_000));
    expect(state.dailyFloorMinor).toBe(usd(97_000));
  });

  it('position_opened: an open at 23:59:50 Monday counts Monday once, however many late opens follow', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const { state } = run(rules, [
      e.equity('2025-06-02T08:00:00Z', usd(100_000)),
      e.reset(TUESDAY_RESET_JOB),
      e.opened(MONDAY_LAST_SECONDS, 'a', usd(5)),
      e.opened('2025-06-02T21:59:55Z', 'b'),
      e.closed('2025-06-03T08:00:00Z', 'a', usd(100)),
      e.tick('2025-06-04T08:00:00Z'),
    ]);
    // Monday (late opens) and nothing else: the close on Tuesday is of a position opened Monday.
    expect(state.tradingDaysCounted).toBe(1);
    expect(state.balanceMinor).toBe(usd(100_095));
  });

  it('profitable_day at 0.5 % ($500): Monday closed +$300, a late +$250 makes it $550 and counts Monday', () => {
    const rules = rulesFor('two_step', {
      tradingDays: { counting: 'profitable_day', profitableDayPercent: 0.5 },
    });
    const e = eventsFrom();
    const { state, effects } = run(rules, [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(300)),
      e.opened('2025-06-02T10:00:00Z', 'b'),
      e.reset(TUESDAY_RESET_JOB),
      e.closed(MONDAY_LAST_SECONDS, 'b', usd(250)),
    ]);
    expect(closedDays(effects)).toMatchObject([{ dayKey: '2025-06-02', closedProfitMinor: usd(300) }]);
    expect(state.tradingDaysCounted).toBe(1);
    expect(state.isDayCounted).toBe(false);
    expect(lateBookings(effects)).toMatchObject([{ dayKey: '2025-06-02', closedProfitMinor: usd(550) }]);
  });

  it('consistency 50 %: Monday +$2,000 (+$1,000 of it late) and Tuesday +$1,000 give a best day of $2,000 of $3,000', () => {
    const rules = rulesFor('two_step', { consistencyMaxBestDayPercent: 50 });
    const e = eventsFrom();
    const { state } = run(rules, [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(1_000)),
      e.opened('2025-06-02T10:00:00Z', 'b'),
      e.reset(TUESDAY_RESET_JOB),
      e.closed(MONDAY_LAST_SECONDS, 'b', usd(1_000)),
      e.opened('2025-06-03T08:00:00Z', 'c'),
      e.closed('2025-06-03T09:00:00Z', 'c', usd(1_000)),
      e.tick('2025-06-04T08:00:00Z'),
    ]);
    expect(state.bestDayProfitMinor).toBe(usd(2_000));
    expect(state.positiveDaysProfitMinor).toBe(usd(3_000));
  });

  it('a late −$1,500 on the best day lowers it: Monday $3,000 → $1,500, best day Tuesday’s $2,000', () => {
    const rules = rulesFor('two_step', { consistencyMaxBestDayPercent: 50 });
    const e = eventsFrom();
    const { state } = run(rules, [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(3_000)),
      e.opened('2025-06-02T10:00:00Z', 'b'),
      e.opened('2025-06-03T08:00:00Z', 'c'),
      e.closed('2025-06-03T09:00:00Z', 'c', usd(2_000)),
      e.tick('2025-06-04T08:00:00Z'),
      e.closed(MONDAY_LAST_SECONDS, 'b', usd(-1_500)),
    ]);
    expect(state.bestDayProfitMinor).toBe(usd(2_000));
    expect(state.positiveDaysProfitMinor).toBe(usd(3_500));
    expect(state.balanceMinor).toBe(usd(103_500));
  });

  it('two days late: a Monday close delivered on Wednesday is Monday’s; Tuesday and Wednesday keep theirs', () => {
    const rules = rulesFor('two_step', { tradingDays: { counting: 'opened_and_closed' } });
    const e = eventsFrom();
    const { state, effects } = run(rules, [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.opened('2025-06-03T08:00:00Z', 'b'),
      e.closed('2025-06-03T09:00:00Z', 'b', usd(400)),
      e.tick('2025-06-04T08:00:00Z'),
      e.closed(MONDAY_LAST_SECONDS, 'a', usd(700)),
    ]);
    expect(state.tradingDaysCounted).toBe(2);
    expect(state.dayClosedProfitMinor).toBe(0);
    expect(state.positiveDaysProfitMinor).toBe(usd(1_100));
    expect(state.bestDayProfitMinor).toBe(usd(700));
    expect(lateBookings(effects)).toMatchObject([{ dayKey: '2025-06-02', resultMinor: usd(700) }]);
  });

  it('a closed day’s verdicts stand: Monday’s 80 % warning and no breach; a late −$3,000 judges nothing of Monday', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const before = run(rules, [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.equity('2025-06-02T12:00:00Z', usd(96_000)),
      e.opened('2025-06-02T13:00:00Z', 'b'),
      e.equity('2025-06-02T21:00:00Z', usd(100_000)),
      e.reset(TUESDAY_RESET_JOB),
    ]);
    const late = evaluate(rules, deepFreeze(before.state), e.closed(MONDAY_LAST_SECONDS, 'b', usd(-3_000)));
    expect(late.effects.filter((effect) => effect.type === 'breach' || effect.type === 'warning')).toEqual(
      [],
    );
    expect(late.state.status).toBe('active');
    expect(late.state.balanceMinor).toBe(usd(97_000));
    // Tuesday's floor follows the balance Monday really ended with: $97,000 − $5,000.
    expect(late.state.dailyFloorMinor).toBe(usd(92_000));
  });

  it('a deal of a day no longer remembered (before the phase began) is booked in the day it arrives', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const start = createAccountState(rules, {
      initialBalanceMinor: usd(100_000),
      startedAt: at('2025-06-03T07:00:00Z'),
    });
    const { state, effects } = run(rules, [e.closed(MONDAY_LAST_SECONDS, 'x', usd(50))], start);
    expect(lateBookings(effects)).toEqual([]);
    expect(state.dayClosedProfitMinor).toBe(usd(50));
  });

  it('a deal stamped in the future crosses the resets up to it, as any event does', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const { state, effects } = run(rules, [e.opened('2025-06-04T08:00:00Z', 'a')]);
    expect(state.dayStartAt).toBe(at('2025-06-03T22:00:00Z'));
    expect(state.isDayCounted).toBe(true);
    expect(lateBookings(effects)).toEqual([]);
  });

  it('an ended phase takes no late deal: a passed account stays as it was', () => {
    const rules = rulesFor('two_step');
    const ended = deepFreeze({ ...newAccount(rules), status: 'passed' as const });
    const result = evaluate(rules, ended, eventsFrom().closed(MONDAY_LAST_SECONDS, 'a', usd(100)));
    expect(result.state).toBe(ended);
    expect(result.effects).toEqual([]);
  });
});
