import { describe, expect, it } from '@jest/globals';
import {
  formatCountdown,
  formatDayKey,
  formatNumber,
  formatPercent,
  formatPositionId,
  formatQuote,
  formatSignedMoney,
} from './format.ts';

describe('figure formats', () => {
  it('always shows the sign of a profit or loss, and none for zero', () => {
    expect(formatSignedMoney(1_250, 'USD', 'en')).toBe('+$12.50');
    expect(formatSignedMoney(-300, 'USD', 'en')).toBe('-$3.00');
    expect(formatSignedMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('shows quotes of symbols containing USD with five decimals, the others with two', () => {
    expect(formatQuote(1.0823, 'EURUSD', 'en')).toBe('1.08230');
    expect(formatQuote(2350.5, 'GOLD', 'en')).toBe('2,350.50');
    expect(formatQuote(1.0823, 'EURUSD', 'it')).toBe('1,08230');
  });

  it('takes percentages as the api sends them and numbers with up to the decimals asked', () => {
    expect(formatPercent(37.5, 'en')).toBe('37.5%');
    expect(formatPercent(10, 'it')).toBe('10%');
    expect(formatNumber(0.123456, 'en')).toBe('0.12346');
    expect(formatNumber(1.5, 'en', 0)).toBe('2');
  });

  it('counts down as h:mm:ss and never below zero', () => {
    expect(formatCountdown(2.5 * 60 * 60 * 1000)).toBe('2:30:00');
    expect(formatCountdown(59_999)).toBe('0:00:59');
    expect(formatCountdown(-5_000)).toBe('0:00:00');
  });

  it('shows a trading day as its calendar date, whatever the time zone', () => {
    expect(formatDayKey('2026-11-20', 'en')).toBe('Nov 20');
    expect(formatDayKey('2026-01-01', 'it')).toBe('1 gen');
    expect(formatDayKey('not a day', 'en')).toBe('not a day');
  });

  it('shortens a simulator position id and keeps a platform ticket as it is', () => {
    expect(formatPositionId('88888888-8888-4888-8888-888888888888')).toBe('88888888');
    expect(formatPositionId('50012345')).toBe('50012345');
  });
});
