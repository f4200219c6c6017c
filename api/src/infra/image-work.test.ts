import { describe, expect, it } from '@jest/globals';
import { createImageWork } from './image-work.ts';

/** A task the test finishes when it chooses, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

describe('the image work queue', () => {
  it('decodes one image at a time, in arrival order', async () => {
    const work = createImageWork({ concurrency: 1, capacity: 10, perPerson: 3 });
    const started: string[] = [];
    const first = heldTask(started, 'first');
    const second = heldTask(started, 'second');
    const firstResult = work.run('tess', first.task);
    const secondResult = work.run('marco', second.task);
    await Promise.resolve();
    expect(started).toEqual(['first']);
    expect(work.queued).toBe(2);
    first.finish();
    expect(await firstResult).toBe('first');
    second.finish();
    expect(await secondResult).toBe('second');
    expect(started).toEqual(['first', 'second']);
    expect(work.queued).toBe(0);
  });

  it('refuses a person over their own limit at once, while others still queue', async () => {
    const work = createImageWork({ concurrency: 1, capacity: 10, perPerson: 2 });
    const started: string[] = [];
    const held = [heldTask(started, 'a'), heldTask(started, 'b')];
    const running = held.map((entry) => work.run('tess', entry.task));
    await expect(work.run('tess', () => Promise.resolve('c'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    const other = heldTask(started, 'other');
    const otherResult = work.run('marco', other.task);
    for (const entry of held) entry.finish();
    other.finish();
    expect(await Promise.all([...running, otherResult])).toEqual(['a', 'b', 'other']);
    // Her slots are hers again once her images are done.
    expect(await work.run('tess', () => Promise.resolve('d'))).toBe('d');
  });

  it('refuses anyone at once when the instance has its fill queued, and frees slots of failed work', async () => {
    const work = createImageWork({ concurrency: 1, capacity: 2, perPerson: 2 });
    const started: string[] = [];
    const held = heldTask(started, 'held');
    const running = work.run('tess', held.task);
    const failing = work.run('marco', () => Promise.reject(new Error('unreadable')));
    await expect(work.run('fiona', () => Promise.resolve('x'))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    held.finish();
    await running;
    await expect(failing).rejects.toThrow('unreadable');
    expect(work.queued).toBe(0);
    expect(await work.run('fiona', () => Promise.resolve('x'))).toBe('x');
  });
});
