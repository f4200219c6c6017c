import { useState } from 'react';
import { useLocation } from '@propdesk/shared/router';
import { brandingSlugForPath } from './organization-branding.tsx';
import { usePublicConfig, usePublicOrganization } from './public-queries.ts';

/**
 * The header shows the organization's logo, and hides it when the image fails to load
 * (a broken image would look worse than none). Never shown under /admin, like the rest of the branding.
 */
export function OrganizationLogo() {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const slug = brandingSlugForPath(pathname, config.data?.defaultOrganizationSlug ?? null);
  const organization = usePublicOrganization(slug);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = slug === null ? null : (organization.data?.theme.logoUrl ?? null);
  if (!logoUrl || failedUrl === logoUrl) return null;
  return (
    <img
      src={logoUrl}
      alt={organization.data?.name ?? ''}
      height={28}
      style={{ display: 'block', maxWidth: 120, objectFit: 'contain' }}
      onError={() => setFailedUrl(logoUrl)}
      data-testid="organization-logo"
    />
  );
}
