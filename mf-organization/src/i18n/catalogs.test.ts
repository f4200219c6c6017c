import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { organizationCatalogs } from './catalogs.ts';

describe('organization catalogs', () => {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(organizationCatalogs[language])).toEqual(catalogKeys(organizationCatalogs.en));
  });
});
