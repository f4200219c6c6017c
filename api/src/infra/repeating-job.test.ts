import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { scheduleRepeatingJob } from './repeating-job.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleRepeatingJob', () => {
  it('never overlaps runs, keeps going after a failure, and closing waits for the run in flight', async () => {
    const app = Fastify({ logger: false });
    const log: string[] = [];
    let running = 0;
    let calls = 0;
    scheduleRepeatingJob(app, {
      name: 'test job',
      everyMs: 5,
      run: async () => {
        calls += 1;
        running += 1;
        expect(running).toBe(1);
        log.push('start');
        await pause(30);
        log.push('end');
        running -= 1;
        if (calls === 1) throw new Error('first run fails');
      },
    });
    await pause(100);
    expect(calls).toBeGreaterThanOrEqual(2);
    await app.close();
    // The last run finished before close() resolved, and no run starts afterwards.
    expect(log.at(-1)).toBe('end');
    const after = log.length;
    await pause(50);
    expect(log.length).toBe(after);
  });
});
