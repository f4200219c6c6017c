import { describe, expect, it } from '@jest/globals';
import { createKeyedMutex } from './keyed-mutex.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createKeyedMutex', () => {
  it('runs the tasks of one key one at a time, in order, and other keys alongside', async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await pause(ms);
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      mutex.run('a', task('a1', 20)),
      mutex.run('a', task('a2', 1)),
      mutex.run('b', task('b1', 5)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('keeps going after a task fails, and the failure reaches its caller', async () => {
    const mutex = createKeyedMutex();
    await expect(mutex.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run('a', () => Promise.resolve(2))).resolves.toBe(2);
  });
});
