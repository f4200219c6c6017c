import { useState } from 'react';
import { useBrandingSlug } from './organization-branding.tsx';
import { usePublicOrganization } from './public-queries.ts';

/**
 * The header shows the organization's logo, and hides it when the image fails to load
 * (a broken image would look worse than none). The same organization as the page's colours: never one
 * under /admin.
 */
export function OrganizationLogo() {
  const slug = useBrandingSlug();
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
