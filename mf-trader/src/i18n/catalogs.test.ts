import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { traderCatalogs } from './catalogs.ts';

describe('trader catalogs', () => {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(traderCatalogs[language])).toEqual(catalogKeys(traderCatalogs.en));
  });
});
