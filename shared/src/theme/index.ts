export {
  buildOrganizationTheme,
  DEFAULT_ORGANIZATION_THEME,
  type OrganizationThemeResult,
} from './build-organization-theme.ts';
export { generateShades, normalizeHex } from './color-shades.ts';
