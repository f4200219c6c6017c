import { describe, expect, it } from '@jest/globals';
import {
  ZCreateOrganizationRequest,
  ZOrganizationSlug,
  ZOrganizationTheme,
  ZTrackingScripts,
} from './organizations.ts';

const THEME = {
  primaryColor: '#1a2b3c',
  secondaryColor: '#ffffff',
  accentColor: '#ff9900',
  backgroundColor: '#000000',
  textColor: '#eeeeee',
  fontFamily: "'Inter', sans-serif",
  logoUrl: 'https://firm.example/logo.svg',
  customCss: null,
};

describe('organization contracts', () => {
  it('keeps slugs short, lowercase and url-safe, and refuses the api’s own words', () => {
    expect(ZOrganizationSlug.safeParse('nova-capital').success).toBe(true);
    for (const slug of ['Nova', 'nova_capital', '-nova', 'nova-', 'n', 'current']) {
      expect(ZOrganizationSlug.safeParse(slug).success).toBe(false);
    }
  });

  it('refuses theme values that could carry markup or script into CSS or an image address', () => {
    expect(ZOrganizationTheme.safeParse(THEME).success).toBe(true);
    expect(ZOrganizationTheme.safeParse({ ...THEME, primaryColor: 'red' }).success).toBe(false);
    expect(
      ZOrganizationTheme.safeParse({ ...THEME, fontFamily: 'Inter; } body { display:none' }).success,
    ).toBe(false);
    expect(ZOrganizationTheme.safeParse({ ...THEME, logoUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('loads tracking scripts from https addresses only', () => {
    expect(
      ZTrackingScripts.safeParse({
        analyticsScriptUrl: 'https://stats.example/a.js',
        marketingPixelUrl: null,
      }).success,
    ).toBe(true);
    expect(
      ZTrackingScripts.safeParse({ analyticsScriptUrl: 'http://stats.example/a.js', marketingPixelUrl: null })
        .success,
    ).toBe(false);
  });

  it('creates an organization active unless told otherwise', () => {
    expect(ZCreateOrganizationRequest.parse({ name: 'Nova Capital', slug: 'nova' }).status).toBe('active');
  });
});
