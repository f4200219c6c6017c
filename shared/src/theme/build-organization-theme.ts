import {
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TOrganizationTheme } from '../contracts/index.ts';
import { isHexColor } from './hex-color.ts';
import { generateShades } from './color-shades.ts';
import { dimmedTextColor, isDarkColor, surfaceShades } from './contrast.ts';

/** PropDesk's own look, used for /admin and whenever an organization's value is missing or invalid. */
export const DEFAULT_ORGANIZATION_THEME: TOrganizationTheme = {
  primaryColor: '#2563eb',
  secondaryColor: '#0f172a',
  accentColor: '#f59e0b',
  backgroundColor: '#ffffff',
  textColor: '#0f172a',
  fontFamily: null,
  logoUrl: null,
  customCss: null,
};

type ColorKey = 'primaryColor' | 'secondaryColor' | 'accentColor' | 'backgroundColor' | 'textColor';
const COLOR_KEYS: ColorKey[] = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'backgroundColor',
  'textColor',
];

export interface OrganizationThemeResult {
  theme: MantineThemeOverride;
  /** Page background and text colour as Mantine CSS variables (pass to MantineProvider). */
  cssVariablesResolver: CSSVariablesResolver;
  /** The colours actually used, after invalid ones were replaced by defaults. */
  colors: Record<ColorKey, string>;
  /** Which of the organization's colours were rejected, so an editor can show why. */
  invalidColors: ColorKey[];
  /**
   * Mantine's scheme for this firm, from its background: a dark background needs dark cards, inputs and
   * borders as well, or light text would sit on white surfaces. Pass it as `forceColorScheme`.
   */
  colorScheme: 'light' | 'dark';
}

const SYSTEM_FONTS = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * Builds the Mantine theme of an organization: a generated ten-shade `brand` colour from its primary
 * colour, `accent` and `secondary` ramps, and its font. Colours are validated, never trusted: a stored
 * value that is not a hex colour falls back to the default so a bad setting cannot break every page.
 */
export function buildOrganizationTheme(
  organization: Partial<TOrganizationTheme> | null | undefined,
): OrganizationThemeResult {
  const invalidColors: ColorKey[] = [];
  const colors = {} as Record<ColorKey, string>;
  for (const key of COLOR_KEYS) {
    const value = organization?.[key];
    if (isHexColor(value)) {
      colors[key] = value;
    } else {
      if (value !== undefined && value !== null) invalidColors.push(key);
      colors[key] = DEFAULT_ORGANIZATION_THEME[key];
    }
  }
  const font = organization?.fontFamily?.trim();
  const fontFamily = font ? `${font}, ${SYSTEM_FONTS}` : SYSTEM_FONTS;

  const colorScheme = isDarkColor(colors.backgroundColor) ? 'dark' : 'light';
  const theme = createTheme({
    primaryColor: 'brand',
    // The firm's colour exactly, in either scheme.
    primaryShade: { light: 6, dark: 6 },
    // Text on filled buttons turns dark on a light brand colour (a gold button with white text fails AA).
    autoContrast: true,
    fontFamily,
    headings: { fontFamily },
    colors: {
      brand: colorsTuple(generateShades(colors.primaryColor)),
      secondary: colorsTuple(generateShades(colors.secondaryColor)),
      accent: colorsTuple(generateShades(colors.accentColor)),
      // Mantine's dark surfaces (dark[7] the page, dark[6] cards and inputs, dark[4] borders, dark[0] text)
      // drawn from the firm's own background and text instead of Mantine's grey.
      ...(colorScheme === 'dark'
        ? { dark: colorsTuple(surfaceShades(colors.textColor, colors.backgroundColor)) }
        : {}),
    },
    other: { backgroundColor: colors.backgroundColor, textColor: colors.textColor },
  });
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
  return { theme, cssVariablesResolver, colors, invalidColors, colorScheme };
}
