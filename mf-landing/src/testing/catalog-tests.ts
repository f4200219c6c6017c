import { expect, it } from '@jest/globals';
import type { TranslationCatalogs } from '@propdesk/shared/i18n';
import { catalogKeys } from '@propdesk/shared/testing';

/** A feature's texts: Spanish and Italian have exactly the keys of English, no more, no fewer. */
export function itHasEveryKeyInEveryLanguage(catalogs: TranslationCatalogs<object>): void {
  it.each(['es', 'it'] as const)('%s has exactly the keys of en', (language) => {
    expect(catalogKeys(catalogs[language])).toEqual(catalogKeys(catalogs.en));
  });
}
