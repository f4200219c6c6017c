import { describe, expect, it } from '@jest/globals';
import type { TRuleSetData } from '@propdesk/shared/contracts';
import { replay } from './evaluate.ts';
import { findTradingDay, dayKeyOf } from './reset-calendar.ts';
import { at, eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TDayClosedEffect, TEngineEvent } from './types.ts';

/**
 * Trading days in the reset's time zone, across daylight-saving changes. Europe/Prague moves to summer time
 * on the last Sunday of March (30 March 2025, 02:00 → 03:00) and back on the last Sunday of October
 * (26 October 2025, 03:00 → 02:00); New York on 9 March and 2 November 2025. A fixed UTC offset would put
 * the opens below in the wrong days.
 */
function countedDays(rules: TRuleSetData, startIso: string, events: TEngineEvent[]) {
  const { state, effects } = replay(rules, newAccount(rules, startIso), events);
  const countedKeys = effects
    .filter((effect): effect is TDayClosedEffect => effect.type === 'day_closed' && effect.isCounted)
    .map((effect) => effect.dayKey);
  return { counted: state.tradingDaysCounted, countedKeys, state };
}

const prague = (time: string) => rulesFor('two_step', { reset: { timeZone: 'Europe/Prague', time } });

describe('trading days across daylight-saving changes', () => {
  it('Prague 00:00, March: Sunday 30 March is 23 hours long (23:00 UTC → 22:00 UTC)', () => {
    const e = eventsFrom();
    const { counted, countedKeys } = countedDays(prague('00:00'), '2025-03-29T08:00:00Z', [
      e.opened('2025-03-29T22:30:00Z', 'a'), // 23:30 CET, Saturday 29
      e.opened('2025-03-29T23:30:00Z', 'b'), // 00:30 CET, Sunday 30
      e.opened('2025-03-30T21:59:00Z', 'c'), // 23:59 CEST, still Sunday 30
      e.opened('2025-03-30T22:00:00Z', 'd'), // 00:00 CEST, Monday 31
      e.tick('2025-04-01T10:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    expect(counted).toBe(3);
  });

  it('Prague 00:00, October: Sunday 26 October is 25 hours long (22:00 UTC → 23:00 UTC)', () => {
    const e = eventsFrom();
    const { countedKeys } = countedDays(prague('00:00'), '2025-10-25T08:00:00Z', [
      e.opened('2025-10-25T21:59:00Z', 'a'), // 23:59 CEST, Saturday 25
      e.opened('2025-10-26T22:30:00Z', 'b'), // 23:30 CET, still Sunday 26
      e.opened('2025-10-26T23:00:00Z', 'c'), // 00:00 CET, Monday 27
      e.tick('2025-10-28T10:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
  });

  it('Prague 02:30, March: the skipped 02:30 resets at 03:30 summer time (01:30 UTC), once', () => {
    const rules = prague('02:30');
    expect(findTradingDay(rules.reset, at('2025-03-29T12:00:00Z')).endAt).toBe(at('2025-03-30T01:30:00Z'));
    const sunday = findTradingDay(rules.reset, at('2025-03-30T12:00:00Z'));
    expect(sunday.endAt - sunday.startAt).toBe(23 * 3_600_000);
    const e = eventsFrom();
    const { countedKeys } = countedDays(rules, '2025-03-29T08:00:00Z', [
      e.opened('2025-03-30T01:00:00Z', 'a'), // 03:00 CEST: the clock jumped, but 02:30 has not "happened"
      e.opened('2025-03-30T01:29:00Z', 'b'),
      e.opened('2025-03-30T01:30:00Z', 'c'), // 03:30 CEST: the reset
      e.tick('2025-04-01T10:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-03-29', '2025-03-30']);
  });

  it('Prague 02:30, October: 02:30 happens twice; the day resets at the first (00:30 UTC) and not again', () => {
    const rules = prague('02:30');
    const sunday = findTradingDay(rules.reset, at('2025-10-26T12:00:00Z'));
    expect(sunday.startAt).toBe(at('2025-10-26T00:30:00Z'));
    expect(sunday.endAt).toBe(at('2025-10-27T01:30:00Z'));
    expect(sunday.endAt - sunday.startAt).toBe(25 * 3_600_000);
    const e = eventsFrom();
    const { countedKeys } = countedDays(rules, '2025-10-25T08:00:00Z', [
      e.opened('2025-10-26T00:29:00Z', 'a'), // 02:29 CEST, Saturday's day
      e.opened('2025-10-26T00:30:00Z', 'b'), // 02:30 CEST: the reset
      e.opened('2025-10-26T01:30:00Z', 'c'), // 02:30 CET, the second time: the same day
      e.tick('2025-10-28T10:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-10-25', '2025-10-26']);
  });

  it('New York 17:00: the forex day from 17:00 is named after the next date, DST included', () => {
    const rules = rulesFor('two_step', { reset: { timeZone: 'America/New_York', time: '17:00' } });
    const e = eventsFrom();
    const { countedKeys } = countedDays(rules, '2025-03-07T15:00:00Z', [
      e.opened('2025-03-07T21:59:00Z', 'a'), // Friday 16:59 EST → Friday's day
      e.opened('2025-03-07T22:00:00Z', 'b'), // Friday 17:00 EST → Saturday's day
      e.opened('2025-03-09T20:59:00Z', 'c'), // Sunday 16:59 EDT (the clocks moved at 02:00) → Sunday
      e.opened('2025-03-09T21:00:00Z', 'd'), // Sunday 17:00 EDT → Monday
      e.tick('2025-03-11T12:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10']);
    const saturday = findTradingDay(rules.reset, at('2025-03-08T12:00:00Z'));
    expect(dayKeyOf(saturday.dayNumber)).toBe('2025-03-08');
    expect(saturday.endAt).toBe(at('2025-03-08T22:00:00Z'));
  });
});

describe('what makes a day count', () => {
  it('days need not be consecutive: Monday and Friday count, the quiet days between do not', () => {
    const e = eventsFrom();
    const { counted, countedKeys } = countedDays(prague('00:00'), '2025-06-02T07:00:00Z', [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(100)),
      e.opened('2025-06-06T08:00:00Z', 'b'),
      e.tick('2025-06-07T08:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-06-02', '2025-06-06']);
    expect(counted).toBe(2);
  });

  it('a position held over four days counts once, on the day it was opened', () => {
    const e = eventsFrom();
    const { counted, countedKeys } = countedDays(prague('00:00'), '2025-06-02T07:00:00Z', [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.equity('2025-06-03T08:00:00Z', usd(100_500)),
      e.equity('2025-06-04T08:00:00Z', usd(101_000)),
      e.closed('2025-06-05T08:00:00Z', 'a', usd(1_000)),
      e.tick('2025-06-06T08:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-06-02']);
    expect(counted).toBe(1);
  });

  it('opened and closed: a position carried overnight does not count; one opened and closed the same day does', () => {
    const rules = rulesFor('two_step', { tradingDays: { counting: 'opened_and_closed' } });
    const e = eventsFrom();
    const { countedKeys } = countedDays(rules, '2025-06-02T07:00:00Z', [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-03T08:00:00Z', 'a', usd(100)),
      e.opened('2025-06-04T08:00:00Z', 'b'),
      e.closed('2025-06-04T09:00:00Z', 'b', usd(-100)),
      e.tick('2025-06-05T08:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-06-04']);
  });

  it('profitable day ≥ 0.5 % (500): +500 counts, +499.99 does not, decided at the reset', () => {
    const rules = rulesFor('two_step', {
      tradingDays: { counting: 'profitable_day', profitableDayPercent: 0.5 },
    });
    const e = eventsFrom();
    const dayOne = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(500)),
    ]);
    expect(dayOne.state.isDayCounted).toBe(false);
    const { countedKeys } = countedDays(rules, '2025-06-02T07:00:00Z', [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(500)),
      e.opened('2025-06-03T08:00:00Z', 'b'),
      e.closed('2025-06-03T09:00:00Z', 'b', usd(499.99)),
      e.opened('2025-06-04T08:00:00Z', 'c', usd(1)),
      // +501 closed, −1 commission on the open: 500 net.
      e.closed('2025-06-04T09:00:00Z', 'c', usd(501)),
      e.tick('2025-06-05T08:00:00Z'),
    ]);
    expect(countedKeys).toEqual(['2025-06-02', '2025-06-04']);
  });

  it('a close whose open is missing counts its day when the platform dates the open today', () => {
    const e = eventsFrom();
    const today = countedDays(prague('00:00'), '2025-06-02T07:00:00Z', [
      e.closed('2025-06-02T09:00:00Z', 'ghost', usd(250), { positionOpenedAt: at('2025-06-02T08:00:00Z') }),
    ]);
    expect(today.counted).toBe(1);
    expect(today.state.balanceMinor).toBe(usd(100_250));
    const yesterday = countedDays(prague('00:00'), '2025-06-01T07:00:00Z', [
      e.closed('2025-06-02T09:00:00Z', 'ghost', usd(250), { positionOpenedAt: at('2025-06-01T08:00:00Z') }),
    ]);
    expect(yesterday.counted).toBe(0);
    expect(yesterday.state.balanceMinor).toBe(usd(100_250));
  });
});
