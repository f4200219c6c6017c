import { describe, expect, it } from '@jest/globals';
import { ORGANIZATION_CONTENT_ATTRIBUTE } from '@propdesk/shared/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandingSlugOf, brandingSourceForPath, type BrandingCandidates } from './branding-source.ts';
import { customCssHref } from '@propdesk/shared/theme';
import { OrganizationContent } from './organization-branding.tsx';

const KNOWN: BrandingCandidates = { defaultSlug: 'default', staffSlug: 'acme', traderSlug: 'vega' };
const UNKNOWN: BrandingCandidates = { defaultSlug: 'default', staffSlug: null, traderSlug: null };
const slugFor = (pathname: string, candidates = KNOWN) =>
  brandingSlugOf(brandingSourceForPath(pathname), candidates);

describe('whose branding a page shows', () => {
  it('never themes the admin area, not even its Organization View pages', () => {
    expect(slugFor('/admin')).toBeNull();
    expect(slugFor('/admin/organizations')).toBeNull();
    expect(slugFor('/admin/org-clients')).toBeNull();
    expect(slugFor('/admin/auth')).toBeNull();
  });

  it('uses the tenant of /client/{orgSlug} pages', () => {
    expect(slugFor('/client/zeta')).toBe('zeta');
    expect(slugFor('/client/zeta/dashboard')).toBe('zeta');
    expect(slugFor('/client/zeta/auth')).toBe('zeta');
  });

  it('uses the organization being run on the staff pages', () => {
    expect(slugFor('/organization')).toBe('acme');
    expect(slugFor('/organization/clients/u-1/details')).toBe('acme');
    expect(slugFor('/support-agent/dashboard')).toBe('acme');
  });

  it('uses the trader’s own firm on the trader’s and the affiliate’s pages', () => {
    expect(slugFor('/dashboard')).toBe('vega');
    expect(slugFor('/accounts/a-1')).toBe('vega');
    expect(slugFor('/affiliate-program')).toBe('vega');
    // A page the trader's remote adds later is in the trader's area too, with no shell release.
    expect(slugFor('/organization-guide')).toBe('vega');
  });

  it('shows the default organization while the staff’s or trader’s firm is unknown, and on the rest', () => {
    expect(slugFor('/organization/members', UNKNOWN)).toBe('default');
    expect(slugFor('/dashboard', UNKNOWN)).toBe('default');
    expect(slugFor('/organization/auth')).toBe('default');
    expect(slugFor('/support-agent/auth')).toBe('default');
    expect(slugFor('/')).toBe('default');
    expect(slugFor('/faq')).toBe('default');
    expect(slugFor('/reset-password')).toBe('default');
    expect(slugFor('/', { ...UNKNOWN, defaultSlug: null })).toBeNull();
  });
});

describe('custom CSS', () => {
  it('is linked from the api, whatever the base url’s trailing slash', () => {
    expect(customCssHref('https://api.example', 'acme')).toBe(
      'https://api.example/api/public/organizations/acme/custom.css',
    );
    expect(customCssHref('https://api.example/', 'acme')).toBe(
      'https://api.example/api/public/organizations/acme/custom.css',
    );
  });

  it('reaches only content wrapped in the attribute its selectors are scoped under', () => {
    const markup = renderToStaticMarkup(<OrganizationContent>page</OrganizationContent>);
    expect(markup).toBe(`<div ${ORGANIZATION_CONTENT_ATTRIBUTE}="">page</div>`);
  });
});
