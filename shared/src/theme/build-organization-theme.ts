// Types only: this module must not load Mantine, so pages drawn without it (the public landing) can
// share the theme code. createTheme and colorsTuple are identity functions; the literals below are
// what they would return.
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import { generateShades } from './color-shades.ts';
import { dimmedTextColor, surfaceShades } from './contrast.ts';
import { resolveOrganizationColors, type OrganizationColors, type TBranding } from './organization-colors.ts';

export { DEFAULT_ORGANIZATION_THEME } from './organization-colors.ts';

export interface OrganizationThemeResult extends OrganizationColors {
  theme: MantineThemeOverride;
  /** Page background and text colour as Mantine CSS variables (pass to MantineProvider). */
  cssVariablesResolver: CSSVariablesResolver;
  /** Mantine's scheme for this firm, from its background. Pass it as `forceColorScheme`. */
  colorScheme: 'light' | 'dark';
}

const tuple = (shades: string[]) => shades as unknown as MantineColorsTuple;

/**
 * Builds the Mantine theme of an organization: a generated ten-shade `brand` colour from its primary
 * colour, `accent` and `secondary` ramps, and its font.
 */
export function buildOrganizationTheme(branding: TBranding): OrganizationThemeResult {
  const resolved = resolveOrganizationColors(branding);
  const { colors, fontFamily, colorScheme } = resolved;
  const theme: MantineThemeOverride = {
    primaryColor: 'brand',
    // The firm's colour exactly, in either scheme.
    primaryShade: { light: 6, dark: 6 },
    // Text on filled buttons turns dark on a light brand colour (a gold button with white text fails AA).
    autoContrast: true,
    fontFamily,
    headings: { fontFamily },
    colors: {
      brand: tuple(generateShades(colors.primaryColor)),
      secondary: tuple(generateShades(colors.secondaryColor)),
      accent: tuple(generateShades(colors.accentColor)),
      // Mantine's dark surfaces (dark[7] the page, dark[6] cards and inputs, dark[4] borders, dark[0] text)
      // drawn from the firm's own background and text instead of Mantine's grey.
      ...(colorScheme === 'dark'
        ? { dark: tuple(surfaceShades(colors.textColor, colors.backgroundColor)) }
        : {}),
    },
    other: { backgroundColor: colors.backgroundColor, textColor: colors.textColor },
    components: {
      // A badge is a short state ("Active", "On"): in a crowded table row it keeps its whole word
      // instead of Mantine's ellipsis ("ACTI…"), and the table scrolls sideways instead.
      Badge: { styles: { root: { minWidth: 'max-content' } } },
    },
  };
  const pageVariables = {
    '--mantine-color-body': colors.backgroundColor,
    '--mantine-color-text': colors.textColor,
    // Secondary text readable on this background (WCAG AA), whatever the firm's colours.
    '--mantine-color-dimmed': dimmedTextColor(colors.textColor, colors.backgroundColor),
  };
  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {},
    light: colorScheme === 'light' ? pageVariables : {},
    dark: colorScheme === 'dark' ? pageVariables : {},
  });
  return { ...resolved, theme, cssVariablesResolver };
}
