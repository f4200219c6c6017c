import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { en } from './en.ts';
import { es } from './es.ts';
import { it as italian } from './it.ts';

describe('rule texts', () => {
  it('leave English to the engine’s own sentences', () => {
    expect(catalogKeys(en)).toEqual([]);
  });

  it('has exactly the same keys in Spanish and Italian', () => {
    expect(catalogKeys(italian)).toEqual(catalogKeys(es));
  });
});
