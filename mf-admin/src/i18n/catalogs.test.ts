import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { adminCatalogs } from './catalogs.ts';

describe('admin catalogs', () => {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(adminCatalogs[language])).toEqual(catalogKeys(adminCatalogs.en));
  });
});
