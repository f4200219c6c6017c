import { describe, expect, it, jest } from '@jest/globals';
import { refreshingValue } from './refreshing-value.ts';

describe('refreshingValue', () => {
  it('loads once, then answers from memory until the value is older than its lifetime', async () => {
    let clock = 0;
    const load = jest.fn(async () => `value@${clock}`);
    const value = refreshingValue(load, { ttlMs: 1_000, now: () => clock });

    expect(await value.read(100)).toBe('value@0');
    clock = 500;
    expect(await value.read(100)).toBe('value@0');
    expect(load).toHaveBeenCalledTimes(1);

    clock = 2_000;
    // Stale: answered at once with the old value while the refresh runs.
    expect(await value.read(100)).toBe('value@0');
    await Promise.resolve();
    expect(await value.read(100)).toBe('value@2000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits only so long for a first value, and keeps the last good one when a refresh fails', async () => {
    let clock = 0;
    let answer: () => Promise<string> = () => new Promise(() => undefined);
    const value = refreshingValue(() => answer(), { ttlMs: 10, now: () => clock });

    expect(await value.read(20)).toBeNull();

    answer = async () => 'good';
    const fresh = refreshingValue(() => answer(), { ttlMs: 10, now: () => clock });
    expect(await fresh.read(20)).toBe('good');
    answer = async () => {
      throw new Error('down');
    };
    clock = 100;
    expect(await fresh.read(20)).toBe('good');
  });
});
