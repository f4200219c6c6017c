import { describe, expect, it } from '@jest/globals';
import { siteHref } from './site-links.tsx';

describe('siteHref', () => {
  it('keeps the portal’s own paths on the portal', () => {
    expect(siteHref('/faq', { portalUrl: null, organizationSlug: null })).toBe('/faq');
    expect(siteHref('/auth', { portalUrl: null, organizationSlug: null })).toBe('/auth');
  });

  it('sends a tenant’s visitors to the tenant’s home and sign-up pages', () => {
    const tenant = { portalUrl: null, organizationSlug: 'vegafundedelite' };
    expect(siteHref('/', tenant)).toBe('/client/vegafundedelite');
    expect(siteHref('/auth', tenant)).toBe('/client/vegafundedelite/auth');
    expect(siteHref('/terms', tenant)).toBe('/terms');
  });

  it('leads an embedded landing’s links to the portal’s origin', () => {
    const embedded = { portalUrl: 'https://portal.example', organizationSlug: 'acme' };
    expect(siteHref('/auth', embedded)).toBe('https://portal.example/client/acme/auth');
    expect(siteHref('/pricing', embedded)).toBe('https://portal.example/pricing');
  });
});
