import {
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TOrganizationTheme } from '../contracts/index.ts';
import { isHexColor } from './hex-color.ts';
import { generateShades } from './color-shades.ts';
import { dimmedTextColor } from './contrast.ts';

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

  const theme = createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    fontFamily,
    headings: { fontFamily },
    colors: {
      brand: colorsTuple(generateShades(colors.primaryColor)),
      secondary: colorsTuple(generateShades(colors.secondaryColor)),
      accent: colorsTuple(generateShades(colors.accentColor)),
    },
    other: { backgroundColor: colors.backgroundColor, textColor: colors.textColor },
  });
  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {},
    light: {
      '--mantine-color-body': colors.backgroundColor,
      '--mantine-color-text': colors.textColor,
      // Secondary text readable on this background (WCAG AA), whatever the firm's colours.
      '--mantine-color-dimmed': dimmedTextColor(colors.textColor, colors.backgroundColor),
    },
    dark: {},
  });
  return { theme, cssVariablesResolver, colors, invalidColors };
}
