import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/use-test-app.ts';

type TClockState = { now: string; offsetMs: number; held: boolean };

describe('the test clock', () => {
  const handle = useTestApp('sqlite', 'dev_clock');
  const read = async () =>
    (await handle.app().inject({ method: 'GET', url: '/api/dev/clock' })).json<TClockState>();
  const post = (payload: object) => handle.app().inject({ method: 'POST', url: '/api/dev/clock', payload });

  it('held, stands still until advanced, and runs on from there once released', async () => {
    const held = (await post({ hold: true })).json<TClockState>();
    expect(held.held).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await read()).now).toBe(held.now);

    const advanced = (await post({ advanceMs: 3_600_000 })).json<TClockState>();
    expect(Date.parse(advanced.now) - Date.parse(held.now)).toBe(3_600_000);
    expect(advanced.held).toBe(true);

    const released = (await post({ hold: false })).json<TClockState>();
    expect(released.held).toBe(false);
    expect(Date.parse(released.now)).toBeGreaterThanOrEqual(Date.parse(advanced.now));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.parse((await read()).now)).toBeGreaterThan(Date.parse(advanced.now));
  });

  it('refuses a clock moved back or a hold that is not a yes or no', async () => {
    expect((await post({ advanceMs: -1 })).statusCode).toBe(400);
    expect((await post({ hold: 'soon' })).statusCode).toBe(400);
  });
});
