import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { en } from './locales/en.ts';
import { isSupportedLanguage, LANGUAGE_STORAGE_KEY, registerLazyTranslations, setLanguage } from './setup.ts';

describe('language selection (localStorage "language", default en)', () => {
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

  it('keeps the product’s texts word for word in English', () => {
    expect(en.notFound.title).toBe('Oops! Page not found');
    expect(en.notFound.returnHome).toBe('Return to Home');
    expect(en.errorScreen.title).toBe('Oops! Something went wrong');
  });
});

describe('registerLazyTranslations', () => {
  it('ships one language, loads another before switching to it, and says when nothing is pending', async () => {
    await setLanguage('en');
    const loads: string[] = [];
    const pending = registerLazyTranslations(
      'lazy-test',
      { language: 'en', catalog: { hello: 'Hello' } },
      async (language) => {
        loads.push(language);
        return { hello: language === 'es' ? 'Hola' : 'Ciao' };
      },
    );
    expect(pending).toBeNull();
    expect(i18next.t('hello', { ns: 'lazy-test' })).toBe('Hello');

    await setLanguage('es');
    // Loaded before the switch: the very first render in Spanish has the Spanish text.
    expect(i18next.t('hello', { ns: 'lazy-test' })).toBe('Hola');
    await setLanguage('it');
    await setLanguage('es');
    expect(loads).toEqual(['es', 'it']);
    await setLanguage('en');
  });

  it('falls back to the shipped language when a bundle cannot load', async () => {
    await setLanguage('en');
    registerLazyTranslations('lazy-broken', { language: 'en', catalog: { hello: 'Hello' } }, () =>
      Promise.reject(new Error('offline')),
    );
    await setLanguage('it');
    expect(i18next.t('hello', { ns: 'lazy-broken' })).toBe('Hello');
    await setLanguage('en');
  });
});
