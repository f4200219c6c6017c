import { describe, expect, it } from '@jest/globals';
import { brandingSlugForPath } from './organization-branding.tsx';

describe('brandingSlugForPath', () => {
  it('never themes the admin area (no organization theming under /admin)', () => {
    expect(brandingSlugForPath('/admin', 'default')).toBeNull();
    expect(brandingSlugForPath('/admin/organizations', 'default')).toBeNull();
  });

  it('uses the tenant of /client/{orgSlug} pages', () => {
    expect(brandingSlugForPath('/client/acme', 'default')).toBe('acme');
    expect(brandingSlugForPath('/client/acme/dashboard', 'default')).toBe('acme');
  });

  it('uses the default organization elsewhere, once known', () => {
    expect(brandingSlugForPath('/dashboard', 'default')).toBe('default');
    expect(brandingSlugForPath('/administrator-guide', 'default')).toBe('default');
    expect(brandingSlugForPath('/', null)).toBeNull();
  });
});
