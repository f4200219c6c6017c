/**
 * What an elite link leaves in session storage: the organization (and package) a visitor came for, sent
 * to the server once after the next sign-in so the profile is linked to that organization.
 */
export const ELITE_LINK_STORAGE_KEYS = {
  organizationSlug: 'elite_organization_slug',
  package: 'elite_package',
} as const;
