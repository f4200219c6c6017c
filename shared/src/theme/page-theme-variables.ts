import { generateShades } from './color-shades.ts';
import { dimmedTextColor, mixHex, surfaceShades, textOnFilled } from './contrast.ts';
import { resolveOrganizationColors, type TBranding } from './organization-colors.ts';

/** Mantine's default greys, which its light scheme draws surfaces and borders with. */
const GRAY = { 0: '#f8f9fa', 3: '#dee2e6', 4: '#ced4da' } as const;
/**
 * Mantine's red and teal ramps, the shades in use: error panels, and rising and falling prices, which take
 * the dark end on a light page and shade 4 on a dark one (Mantine's text shade there), each readable on
 * its page's bands at 4.5:1.
 */
const RED = { 0: '#fff5f5', 1: '#ffe3e3', 4: '#ff8787', 9: '#c92a2a' } as const;
const TEAL = { 4: '#38d9a9', 9: '#087f5b' } as const;

/** Mantine's `darken`: every channel scaled towards black. */
const darken = (hex: string, amount: number) => mixHex('#000000', hex, amount);

/**
 * The organization's look as CSS custom properties (`--pd-…`), for pages drawn without Mantine: the
 * public landing's first screen must not load it (docs/adr/0010-whole-mantine-for-portal-remotes.md).
 * The values are the ones Mantine derives from the same theme (buildOrganizationTheme), so a plain
 * button, card or border looks the same as Mantine's on the portal's other pages, in either scheme.
 */
export function pageThemeVariables(branding: TBranding): Record<`--pd-${string}`, string> {
  const { colors, fontFamily, colorScheme } = resolveOrganizationColors(branding);
  const brand = generateShades(colors.primaryColor);
  const shade = (index: number) => brand[index] ?? colors.primaryColor;
  const isDark = colorScheme === 'dark';
  // Mantine's dark palette, drawn from the firm's own background and text in the dark scheme.
  const dark = surfaceShades(colors.textColor, colors.backgroundColor);
  const surface = (index: number) => dark[index] ?? colors.backgroundColor;
  return {
    '--pd-color-scheme': colorScheme,
    '--pd-font-family': fontFamily,
    '--pd-color-body': colors.backgroundColor,
    '--pd-color-text': colors.textColor,
    '--pd-color-dimmed': dimmedTextColor(colors.textColor, colors.backgroundColor),
    '--pd-color-primary': shade(6),
    '--pd-color-primary-hover': shade(7),
    '--pd-color-on-primary': textOnFilled(shade(6)),
    '--pd-color-primary-text': isDark ? shade(4) : shade(6),
    '--pd-color-primary-light': isDark ? darken(shade(9), 0.5) : shade(1),
    '--pd-color-primary-light-hover': isDark ? darken(shade(9), 0.3) : shade(2),
    '--pd-color-primary-light-color': isDark ? shade(0) : shade(9),
    '--pd-color-default': isDark ? surface(6) : '#ffffff',
    '--pd-color-default-hover': isDark ? surface(5) : GRAY[0],
    '--pd-color-default-color': isDark ? '#ffffff' : '#000000',
    '--pd-color-default-border': isDark ? surface(4) : GRAY[4],
    '--pd-color-surface': isDark ? surface(6) : '#ffffff',
    '--pd-color-surface-border': isDark ? surface(4) : GRAY[3],
    '--pd-color-error-light': isDark ? darken(RED[9], 0.5) : RED[1],
    '--pd-color-error-light-color': isDark ? RED[0] : RED[9],
    '--pd-color-rise': isDark ? TEAL[4] : TEAL[9],
    '--pd-color-fall': isDark ? RED[4] : RED[9],
  };
}
