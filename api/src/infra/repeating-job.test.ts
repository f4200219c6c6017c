import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { scheduleRepeatingJob } from './repeating-job.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a condition rather than a fixed time: on a busy machine timers fire late. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(5);
  }
}

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
    await until(() => calls >= 2);
    await app.close();
    // The last run finished before close() resolved, and no run starts afterwards.
    expect(log.at(-1)).toBe('end');
    const after = log.length;
    await pause(50);
    expect(log.length).toBe(after);
  });
});
