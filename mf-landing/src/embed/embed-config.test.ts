import { describe, expect, it } from '@jest/globals';
import { parseEmbedConfig } from './embed-config.ts';
import { embedLanguage } from './embed-language.ts';

describe('parseEmbedConfig', () => {
  it('accepts the api and portal addresses the landing server gives', () => {
    expect(
      parseEmbedConfig({ apiBaseUrl: 'https://api.firm.example', portalUrl: 'http://localhost:3000' }),
    ).toEqual({ apiBaseUrl: 'https://api.firm.example', portalUrl: 'http://localhost:3000' });
  });

  it.each([
    [null],
    [{}],
    [{ apiBaseUrl: 'https://api.firm.example' }],
    [{ apiBaseUrl: 'javascript:alert(1)', portalUrl: 'https://portal.example' }],
    [{ apiBaseUrl: 'https://api.firm.example', portalUrl: 'not a url' }],
  ])('refuses %j', (value) => {
    expect(() => parseEmbedConfig(value)).toThrow('apiBaseUrl and portalUrl');
  });
});

describe('embedLanguage', () => {
  it('takes the element’s lang first', () => {
    expect(embedLanguage('it', 'es')).toBe('it');
  });

  it('follows the host page’s language, region subtags and case aside', () => {
    expect(embedLanguage(null, 'es-ES')).toBe('es');
    expect(embedLanguage('', 'IT')).toBe('it');
  });

  it('falls back to English for a language it does not offer', () => {
    expect(embedLanguage('de', 'fr-FR')).toBe('en');
  });
});
