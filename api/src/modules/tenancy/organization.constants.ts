/** The organization a visitor gets when no tenant is named; one organization always has this slug. */
export const DEFAULT_ORGANIZATION_SLUG = 'default';

/** The organization that ELITE02 referrals and the elite area point at. */
export const ELITE_ORGANIZATION_SLUG = 'vegafundedelite';

/** Branding for an organization that has not chosen its own colours. */
export const DEFAULT_THEME_COLORS = {
  primaryColor: '#2563eb',
  secondaryColor: '#0f172a',
  accentColor: '#f59e0b',
  backgroundColor: '#f8fafc',
  textColor: '#0f172a',
} as const;

/** Column sizes shared by the entity and its validation (a hex colour is at most #rrggbb). */
export const ORGANIZATION_LIMITS = {
  slugLength: 63,
  nameLength: 200,
  colorLength: 7,
  fontFamilyLength: 200,
  logoUrlLength: 2048,
  // brand/<organization id>/<uuid>
  logoKeyLength: 100,
  logoContentTypeLength: 20,
  trackingUrlLength: 500,
} as const;
