import { describe, expect, it } from '@jest/globals';
import { catalogKeys } from '@propdesk/shared/testing';
import { landingCatalogs } from '../testing/landing-catalogs.ts';

describe('landing catalogs', () => {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(landingCatalogs[language])).toEqual(catalogKeys(landingCatalogs.en));
  });
});
