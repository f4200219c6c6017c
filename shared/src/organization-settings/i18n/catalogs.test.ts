import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '../../testing/catalog-keys.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { it as italian } from './it.ts';

describe('organization settings texts', () => {
  it.each([
    ['es', es],
    ['it', italian],
  ] as const)('%s has exactly the keys of en', (_language, catalog) => {
    expect(catalogKeys(catalog)).toEqual(catalogKeys(en));
  });
});
