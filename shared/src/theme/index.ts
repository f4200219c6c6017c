export {
  buildOrganizationTheme,
  DEFAULT_ORGANIZATION_THEME,
  type OrganizationThemeResult,
} from './build-organization-theme.ts';
export { generateShades, normalizeHex } from './color-shades.ts';
export { HEX_COLOR_PATTERN, isHexColor } from './hex-color.ts';
