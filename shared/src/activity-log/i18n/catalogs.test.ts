import { describe, expect, it } from '@jest/globals';
import { AUDIT_ACTION_VALUES, AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '../../domain/audit.ts';
import { catalogKeys } from '../../testing/catalog-keys.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { it as italian } from './it.ts';

const CATALOGS = [
  ['en', en],
  ['es', es],
  ['it', italian],
] as const;

describe('activity log texts', () => {
  it.each(CATALOGS.slice(1))('%s has exactly the keys of en', (_language, catalog) => {
    expect(catalogKeys(catalog)).toEqual(catalogKeys(en));
  });

  // An action added to AUDIT_ACTIONS fails here until every language names it (the page shows its raw
  // value meanwhile).
  it.each(CATALOGS)('%s names every audit action, target kind and outcome', (_language, catalog) => {
    const missing = [
      ...AUDIT_ACTION_VALUES.filter((action) => !(action in catalog.actions)).map((key) => `actions.${key}`),
      ...AUDIT_TARGET_TYPES.filter((type) => !(type in catalog.targets)).map((key) => `targets.${key}`),
      ...AUDIT_OUTCOMES.filter((outcome) => !(outcome in catalog.outcomes)).map((key) => `outcomes.${key}`),
    ];
    expect(missing).toEqual([]);
  });
});
