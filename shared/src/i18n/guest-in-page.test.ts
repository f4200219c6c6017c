import { describe, expect, it, jest } from '@jest/globals';

/** embed.js: the landing inside a firm's page must leave the page's language and storage alone. */
describe('i18n as a guest in another page', () => {
  it('switches its own texts without touching the page’s lang or stored language', async () => {
    document.documentElement.lang = 'de';
    localStorage.setItem('language', 'fr');
    // A fresh i18next: the test setup has already initialised the shared one as the page's owner.
    await jest.isolateModulesAsync(async () => {
      const { initI18n, setLanguage } = await import('./setup.ts');

      const i18n = initI18n(undefined, { isGuestInPage: true });
      expect(i18n.language).toBe('en');
      await setLanguage('es');

      expect(i18n.language).toBe('es');
    });
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('fr');
  });
});
