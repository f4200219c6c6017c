import { describe, expect, it } from '@jest/globals';
import { SENSITIVE_AUDIT_ACTIONS } from '../../domain/security.ts';
import { catalogKeys } from '../../testing/catalog-keys.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { it as italian } from './it.ts';

describe('security dashboard texts', () => {
  it.each([
    ['es', es],
    ['it', italian],
  ] as const)('%s has exactly the keys of en', (_language, catalog) => {
    expect(catalogKeys(catalog)).toEqual(catalogKeys(en));
  });

  it('names every sensitive action', () => {
    expect(Object.keys(en.actions.names).sort()).toEqual([...SENSITIVE_AUDIT_ACTIONS].sort());
  });
});
