import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { eliteCatalogs } from './catalogs.ts';

describe('elite catalogs', () => {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(eliteCatalogs[language])).toEqual(catalogKeys(eliteCatalogs.en));
  });
});
