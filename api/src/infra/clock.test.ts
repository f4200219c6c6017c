import { describe, expect, it } from '@jest/globals';
import { createAdjustableClock, type TClock } from './clock.ts';

/** A system clock the test moves by hand. */
function systemAt(start: number): TClock & { pass: (milliseconds: number) => void } {
  let at = start;
  return { now: () => at, pass: (milliseconds) => (at += milliseconds) };
}

describe('the adjustable clock', () => {
  it('runs with the system clock, ahead by what it was advanced, and never goes back', () => {
    const system = systemAt(1_000);
    const clock = createAdjustableClock(system);
    clock.advance(500);
    system.pass(100);
    expect(clock.now()).toBe(1_600);
    expect(clock.offset()).toBe(500);
    expect(() => clock.advance(-1)).toThrow('The clock only moves forward');
  });

  it('held, stands still while the system clock runs, and moves only when advanced', () => {
    const system = systemAt(1_000);
    const clock = createAdjustableClock(system);
    clock.hold(true);
    system.pass(60_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(3_600_000);
    expect(clock.now()).toBe(3_601_000);
    expect(clock.isHeld()).toBe(true);
  });

  it('released, runs on from where it stood', () => {
    const system = systemAt(1_000);
    const clock = createAdjustableClock(system);
    clock.advance(10_000);
    clock.hold(true);
    system.pass(5_000);
    clock.hold(false);
    expect(clock.now()).toBe(11_000);
    system.pass(1_000);
    expect(clock.now()).toBe(12_000);
    expect(clock.isHeld()).toBe(false);
    // Holding twice keeps the first instant; releasing a running clock changes nothing.
    clock.hold(true);
    system.pass(1_000);
    clock.hold(true);
    expect(clock.now()).toBe(12_000);
    clock.hold(false);
    clock.hold(false);
    expect(clock.now()).toBe(12_000);
  });
});
