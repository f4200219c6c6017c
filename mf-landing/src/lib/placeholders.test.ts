import { describe, expect, it } from '@jest/globals';
import { fillPlaceholders, restrictedCountryList } from './placeholders.ts';

describe('legal text placeholders', () => {
  it('fills the firm, the support address, the minimum age and the restricted countries', () => {
    const text =
      '{{firm}} ({{supportEmail}}) serves people aged {{minimumAge}}+ outside {{restrictedCountries}}.';
    const filled = fillPlaceholders(text, {
      firm: 'Acme Funding',
      supportEmail: 'help@acme.example',
      language: 'en',
    });
    expect(filled).toMatch(/^Acme Funding \(help@acme\.example\) serves people aged 18\+ outside .+\.$/);
    expect(filled).toContain('North Korea');
    expect(filled).not.toContain('{{');
  });

  it('names the registered company and its office from the profile, else the firm', () => {
    const text = '{{legalEntity}} / {{legalName}}';
    const base = { firm: 'Acme Funding', supportEmail: 'help@acme.example', language: 'en' };
    expect(fillPlaceholders(text, base)).toBe('Acme Funding / Acme Funding');
    expect(
      fillPlaceholders(text, {
        ...base,
        company: {
          legalName: 'Acme Funding Ltd',
          registeredAddress: ' 1 Market Street \n\nLondon EC2A 1AA ',
        },
      }),
    ).toBe('Acme Funding Ltd, 1 Market Street, London EC2A 1AA / Acme Funding Ltd');
    expect(
      fillPlaceholders(text, { ...base, company: { legalName: null, registeredAddress: 'London' } }),
    ).toBe('Acme Funding, London / Acme Funding');
  });

  it('names the restricted countries in the reader’s language, as a list', () => {
    expect(restrictedCountryList('it')).toContain('Corea del Nord');
    expect(restrictedCountryList('en')).toMatch(/, and [A-Z]/);
  });

  it('leaves an unknown placeholder as written rather than guessing', () => {
    expect(fillPlaceholders('{{unknown}}', { firm: 'A', supportEmail: 'b@c.d', language: 'en' })).toBe(
      '{{unknown}}',
    );
  });
});
