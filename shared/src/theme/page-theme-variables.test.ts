import { describe, expect, it } from '@jest/globals';
import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { buildOrganizationTheme } from './build-organization-theme.ts';
import { contrastRatio } from './contrast.ts';
import { pageThemeVariables } from './page-theme-variables.ts';

/** Mantine's own CSS variables for an organization, resolved down to colour values. */
function mantineVariables(branding: Parameters<typeof buildOrganizationTheme>[0]) {
  const built = buildOrganizationTheme(branding);
  const theme = mergeMantineTheme(DEFAULT_THEME, built.theme);
  const base = defaultCssVariablesResolver(theme);
  const own = built.cssVariablesResolver(theme);
  const all: Record<string, string> = {
    ...base.variables,
    ...base[built.colorScheme],
    ...own[built.colorScheme],
  };
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return reference && all[reference] ? resolve(all[reference]) : value;
  };
  return { color: (name: string) => normalize(resolve(all[name] ?? '')), raw: (name: string) => all[name] };
}

/** `rgba(12, 10, 9, 1)` and `#0C0A09` to one spelling. */
function normalize(color: string): string {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(color);
  if (rgba)
    return `#${rgba
      .slice(1, 4)
      .map((channel) => Number(channel).toString(16).padStart(2, '0'))
      .join('')}`;
  if (color === '#fff') return '#ffffff';
  if (color === '#000') return '#000000';
  return color.toLowerCase();
}

const FIRMS = {
  light: { primaryColor: '#2563eb', backgroundColor: '#f8fafc', textColor: '#0f172a' },
  dark: { primaryColor: '#d4af37', backgroundColor: '#0c0a09', textColor: '#f5f5f4' },
  'light brand colour': { primaryColor: '#fde68a' },
};

describe('pageThemeVariables', () => {
  it.each(Object.entries(FIRMS))('draws a %s firm in the colours Mantine gives the same theme', (_, firm) => {
    const mantine = mantineVariables(firm);
    const plain = pageThemeVariables(firm);
    const pairs = [
      ['--pd-color-body', '--mantine-color-body'],
      ['--pd-color-text', '--mantine-color-text'],
      ['--pd-color-dimmed', '--mantine-color-dimmed'],
      ['--pd-color-primary', '--mantine-primary-color-filled'],
      ['--pd-color-primary-hover', '--mantine-primary-color-filled-hover'],
      ['--pd-color-on-primary', '--mantine-primary-color-contrast'],
      ['--pd-color-primary-text', '--mantine-color-brand-text'],
      ['--pd-color-primary-light', '--mantine-primary-color-light'],
      ['--pd-color-primary-light-hover', '--mantine-primary-color-light-hover'],
      ['--pd-color-primary-light-color', '--mantine-primary-color-light-color'],
      ['--pd-color-default', '--mantine-color-default'],
      ['--pd-color-default-hover', '--mantine-color-default-hover'],
      ['--pd-color-default-color', '--mantine-color-default-color'],
      ['--pd-color-default-border', '--mantine-color-default-border'],
      ['--pd-color-error-light', '--mantine-color-red-light'],
      ['--pd-color-error-light-color', '--mantine-color-red-light-color'],
      // Cards and paper borders, as Mantine's stylesheet picks them per scheme; prices in its text shade.
      ...(plain['--pd-color-scheme'] === 'dark'
        ? [
            ['--pd-color-rise', '--mantine-color-teal-4'],
            ['--pd-color-fall', '--mantine-color-red-4'],
            ['--pd-color-surface', '--mantine-color-dark-6'],
            ['--pd-color-surface-border', '--mantine-color-dark-4'],
          ]
        : [
            ['--pd-color-rise', '--mantine-color-teal-9'],
            ['--pd-color-fall', '--mantine-color-red-9'],
            ['--pd-color-surface', '--mantine-color-white'],
            ['--pd-color-surface-border', '--mantine-color-gray-3'],
          ]),
    ] as [string, string][];
    for (const [own, theirs] of pairs) {
      expect({ [own]: normalize(plain[own as `--pd-${string}`] ?? '') }).toEqual({
        [own]: mantine.color(theirs),
      });
    }
    expect(plain['--pd-font-family']).toBe(mantine.raw('--mantine-font-family'));
  });

  it('keeps rising and falling prices readable on the bands of a light and of a dark page', () => {
    for (const firm of [FIRMS.light, FIRMS.dark]) {
      const plain = pageThemeVariables(firm);
      for (const band of [plain['--pd-color-body'], plain['--pd-color-default-hover']]) {
        expect(contrastRatio(plain['--pd-color-rise']!, band!)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(plain['--pd-color-fall']!, band!)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('follows the background into the dark scheme', () => {
    expect(pageThemeVariables(FIRMS.dark)['--pd-color-scheme']).toBe('dark');
    expect(pageThemeVariables(null)['--pd-color-scheme']).toBe('light');
  });
});
