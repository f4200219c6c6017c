import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { affiliateCatalogs } from './catalogs.ts';

describe('affiliate catalogs', () => {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(affiliateCatalogs[language])).toEqual(catalogKeys(affiliateCatalogs.en));
  });
});
