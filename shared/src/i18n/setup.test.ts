import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { catalogKeys } from '../testing/catalog-keys.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { it as italian } from './locales/it.ts';
import { isSupportedLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from './setup.ts';

describe('language selection (seed: localStorage "language", default en)', () => {
  afterEach(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it('stores the chosen language and sets the document language', async () => {
    await setLanguage('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(i18next.t('notFound.title')).toBe('Oops! Pagina non trovata');
  });

  it('accepts only the offered languages', () => {
    expect(isSupportedLanguage('es')).toBe(true);
    expect(isSupportedLanguage('de')).toBe(false);
    expect(isSupportedLanguage(null)).toBe(false);
  });

  it('keeps the seed texts word for word in English', () => {
    expect(en.notFound.title).toBe('Oops! Page not found');
    expect(en.notFound.returnHome).toBe('Return to Home');
    expect(en.errorScreen.title).toBe('Oops! Something went wrong');
  });

  it('has every English key in Spanish and Italian', () => {
    expect(catalogKeys(es)).toEqual(catalogKeys(en));
    expect(catalogKeys(italian)).toEqual(catalogKeys(en));
  });
});
