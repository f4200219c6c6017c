import type { TOrganizationTheme } from '../contracts/index.ts';
import { isHexColor } from './hex-color.ts';
import { isDarkColor } from './contrast.ts';

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

export type TColorKey = 'primaryColor' | 'secondaryColor' | 'accentColor' | 'backgroundColor' | 'textColor';
const COLOR_KEYS: TColorKey[] = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'backgroundColor',
  'textColor',
];

/** An organization's branding as it arrives from the api: any part may be missing. */
export type TBranding = Partial<TOrganizationTheme> | null | undefined;

export interface OrganizationColors {
  /** The colours actually used, after invalid ones were replaced by defaults. */
  colors: Record<TColorKey, string>;
  /** Which of the organization's colours were rejected, so an editor can show why. */
  invalidColors: TColorKey[];
  /** The organization's font first, then the system's. */
  fontFamily: string;
  /** From the background: a dark background needs dark cards, inputs and borders as well. */
  colorScheme: 'light' | 'dark';
}

const SYSTEM_FONTS = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * The colours and font an organization's pages are drawn in, with or without Mantine. Colours are
 * validated, never trusted: a stored value that is not a hex colour falls back to the default so a bad
 * setting cannot break every page.
 */
export function resolveOrganizationColors(branding: TBranding): OrganizationColors {
  const invalidColors: TColorKey[] = [];
  const colors = {} as Record<TColorKey, string>;
  for (const key of COLOR_KEYS) {
    const value = branding?.[key];
    if (isHexColor(value)) {
      colors[key] = value;
    } else {
      if (value !== undefined && value !== null) invalidColors.push(key);
      colors[key] = DEFAULT_ORGANIZATION_THEME[key];
    }
  }
  const font = branding?.fontFamily?.trim();
  return {
    colors,
    invalidColors,
    fontFamily: font ? `${font}, ${SYSTEM_FONTS}` : SYSTEM_FONTS,
    colorScheme: isDarkColor(colors.backgroundColor) ? 'dark' : 'light',
  };
}
