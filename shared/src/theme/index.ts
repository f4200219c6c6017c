export { applyPageTheme, BrandingProvider, useBranding } from './branding.tsx';
export { buildOrganizationTheme, type OrganizationThemeResult } from './build-organization-theme.ts';
export { generateShades, normalizeHex } from './color-shades.ts';
export { HEX_COLOR_PATTERN, isHexColor } from './hex-color.ts';
export {
  DEFAULT_ORGANIZATION_THEME,
  resolveOrganizationColors,
  type TBranding,
} from './organization-colors.ts';
export { pageThemeVariables } from './page-theme-variables.ts';
export { customCssHref, linkOrganizationStylesheet } from './organization-stylesheet.ts';
