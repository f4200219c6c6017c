import { describe, expect, it } from '@jest/globals';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('makes the value on the first call only, and keeps a made undefined too', () => {
    let made = 0;
    const value = onFirstUse(() => {
      made += 1;
      return made === 1 ? undefined : 'again';
    });
    expect(made).toBe(0);
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(made).toBe(1);
  });
});
