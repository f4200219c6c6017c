import type { TPublicOrganization } from '@propdesk/shared/contracts';
import type { TOrganization } from '../tenancy/index.ts';

/**
 * Where the api serves a logo the firm uploaded. The key's last part changes with every upload, so the
 * address may be cached for good.
 */
export function uploadedLogoUrl(apiBaseUrl: string, slug: string, logoKey: string): string {
  const assetId = logoKey.slice(logoKey.lastIndexOf('/') + 1);
  return `${apiBaseUrl}/api/public/organizations/${encodeURIComponent(slug)}/logo/${assetId}`;
}

/** The logo its pages show: the one uploaded, else the address typed by the platform, else none. */
export function logoUrlOf(organization: TOrganization, apiBaseUrl: string): string | null {
  if (organization.logoKey) return uploadedLogoUrl(apiBaseUrl, organization.slug, organization.logoKey);
  return organization.logoUrl ?? null;
}

/**
 * The organization's theme as its pages read it. `apiBaseUrl`: where browsers reach the api (config), for
 * the address of an uploaded logo.
 */
export function publicThemeOf(organization: TOrganization, apiBaseUrl: string): TPublicOrganization['theme'] {
  // Nullable columns are `undefined` on an entity created without them and not yet reloaded.
  return {
    primaryColor: organization.primaryColor,
    secondaryColor: organization.secondaryColor,
    accentColor: organization.accentColor,
    backgroundColor: organization.backgroundColor,
    textColor: organization.textColor,
    fontFamily: organization.fontFamily ?? null,
    logoUrl: logoUrlOf(organization, apiBaseUrl),
    customCss: organization.customCss ?? null,
  };
}
