import { describe, expect, it } from '@jest/globals';
import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio } from './contrast.ts';
import { buildOrganizationTheme, DEFAULT_ORGANIZATION_THEME } from './build-organization-theme.ts';
import { generateShades } from './color-shades.ts';

function lightness(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2;
}

describe('generateShades', () => {
  it('gives ten shades from light to dark with the brand colour itself at index 6', () => {
    const shades = generateShades('#1c7ed6');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1c7ed6');
    for (let index = 1; index < shades.length; index += 1) {
      expect(lightness(shades[index] ?? '')).toBeLessThanOrEqual(lightness(shades[index - 1] ?? ''));
    }
  });

  it('expands three-digit colours and keeps near-white brands ordered', () => {
    expect(generateShades('#abc')[6]).toBe('#aabbcc');
    const shades = generateShades('#fefefe');
    expect(lightness(shades[0] ?? '')).toBeGreaterThanOrEqual(lightness(shades[9] ?? ''));
    shades.forEach((shade) => expect(shade).toMatch(/^#[0-9a-f]{6}$/));
  });
});

describe('buildOrganizationTheme', () => {
  it('builds a brand palette from the primary colour and uses the organization font', () => {
    const { theme, invalidColors } = buildOrganizationTheme({
      primaryColor: '#7c3aed',
      fontFamily: 'Inter',
    });
    expect(invalidColors).toEqual([]);
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#7c3aed');
    expect(theme.fontFamily?.startsWith('Inter, ')).toBe(true);
  });

  it('replaces invalid colours by the defaults and reports which ones', () => {
    const { colors, invalidColors } = buildOrganizationTheme({
      primaryColor: 'red; background: url(x)',
      accentColor: '#12345',
      textColor: '#000000',
    });
    expect(invalidColors).toEqual(['primaryColor', 'accentColor']);
    expect(colors.primaryColor).toBe(DEFAULT_ORGANIZATION_THEME.primaryColor);
    expect(colors.accentColor).toBe(DEFAULT_ORGANIZATION_THEME.accentColor);
    expect(colors.textColor).toBe('#000000');
  });

  it('gives the page the organization background and text colours', () => {
    const { cssVariablesResolver } = buildOrganizationTheme({
      backgroundColor: '#0b1020',
      textColor: '#f8fafc',
    });
    const resolved = cssVariablesResolver(DEFAULT_THEME);
    expect(resolved.dark).toMatchObject({
      '--mantine-color-body': '#0b1020',
      '--mantine-color-text': '#f8fafc',
    });
    // Secondary text stays readable (WCAG AA) on the firm's background, light or dark.
    for (const [text, background] of [
      ['#f8fafc', '#0b1020'],
      ['#0f172a', '#ffffff'],
      ['#f5f5f4', '#0c0a09'],
    ] as const) {
      const built = buildOrganizationTheme({ textColor: text, backgroundColor: background });
      const dimmed = built.cssVariablesResolver(DEFAULT_THEME)[built.colorScheme]['--mantine-color-dimmed'];
      expect(contrastRatio(dimmed ?? '', background)).toBeGreaterThanOrEqual(4.5);
    }
    // A firm whose own text is too faint gets that text colour, never something fainter.
    const faint = buildOrganizationTheme({ textColor: '#777777', backgroundColor: '#ffffff' });
    expect(faint.cssVariablesResolver(DEFAULT_THEME).light['--mantine-color-dimmed']).toBe('#777777');
  });

  it("gives a dark-background firm Mantine's dark scheme with cards and borders from its own colours", () => {
    const dark = buildOrganizationTheme({ backgroundColor: '#0c0a09', textColor: '#f5f5f4' });
    expect(dark.colorScheme).toBe('dark');
    const surfaces = dark.theme.colors?.dark ?? [];
    expect(surfaces[7]).toBe('#0c0a09');
    expect(surfaces[0]).toBe('#f5f5f4');
    // A card is a shade off the page, and the text stays readable on it.
    expect(contrastRatio(surfaces[6] ?? '', '#0c0a09')).toBeGreaterThan(1);
    expect(contrastRatio('#f5f5f4', surfaces[6] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(dark.cssVariablesResolver(DEFAULT_THEME).dark).toMatchObject({
      '--mantine-color-body': '#0c0a09',
    });
    expect(buildOrganizationTheme({ backgroundColor: '#ffffff' }).colorScheme).toBe('light');
    expect(buildOrganizationTheme(null).theme.colors?.dark).toBeUndefined();
  });

  it('falls back to the default look without an organization', () => {
    const { colors } = buildOrganizationTheme(null);
    expect(colors.primaryColor).toBe(DEFAULT_ORGANIZATION_THEME.primaryColor);
  });
});
