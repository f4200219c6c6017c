import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { LANDING_PATHS, type LandingPath } from '@propdesk/shared/federation';
import { examplePath, renderWithProviders, requestedUrls, stubFetch } from '@propdesk/shared/testing';
import { DEFAULT_ORGANIZATION_ANSWERS, publicOrganization } from '../testing/api-answers.ts';
import LandingApp from './app.tsx';

const HERO_TITLE = 'Trade our capital. Keep the larger share of your profit.';

/** The English h1 of each page; the three landing paths show the hero once the api has answered. */
const PAGE_TITLES: Record<LandingPath, string> = {
  '/': HERO_TITLE,
  '/landing': HERO_TITLE,
  '/client/:orgSlug': HERO_TITLE,
  '/faq': 'Frequently Asked Questions',
  '/privacy-policy': 'Privacy Policy',
  '/terms': 'Terms and Conditions',
  '/risk-disclosure': 'Risk Disclosure',
  '/cookies': 'Cookie Policy',
  '/white-label-checkout': 'Your own prop firm, on our platform',
  '/certificates/verify/:code': 'Certificate verification',
};

const API = 'http://api.test';

function renderLandingAt(path: string) {
  return renderWithProviders(<LandingApp apiBaseUrl={API} />, { path });
}

describe('mf-landing routes', () => {
  it('covers exactly the paths of LANDING_PATHS', () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual([...LANDING_PATHS].sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s shows "%s"', async (pattern, title) => {
    stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/organizations/example': { body: publicOrganization('example', 'Example Capital') },
    });
    renderLandingAt(examplePath(pattern));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the 404 page for a path it does not know', () => {
    renderLandingAt('/faq/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});

describe('mf-landing organization', () => {
  it("shows the default organization's name, fetched from the api", async () => {
    const fetchSpy = stubFetch(DEFAULT_ORGANIZATION_ANSWERS);
    renderLandingAt('/');

    expect(await screen.findByRole('link', { name: 'Acme Funding' })).toBeInTheDocument();
    // The hero's claims are the plans' own figures (the fixture's largest account and cheapest fee).
    expect(await screen.findByTestId('hero-facts')).toHaveTextContent(
      'Funding up to $100,000 · challenges from $120',
    );
    expect(requestedUrls(fetchSpy).sort()).toEqual([
      `${API}/api/public/config`,
      `${API}/api/public/organizations/current?host=localhost`,
      `${API}/api/public/organizations/default`,
      `${API}/api/public/organizations/default/plans`,
    ]);
  });

  it('shows the organization of the custom domain the page is served on, never the default first', async () => {
    const fetchSpy = stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/organizations/current': { body: publicOrganization('brand-firm', 'Brand Firm') },
      '/api/public/organizations/brand-firm': { body: publicOrganization('brand-firm', 'Brand Firm') },
    });
    renderLandingAt('/');
    expect(await screen.findByRole('link', { name: 'Brand Firm' })).toBeInTheDocument();
    expect(screen.queryByText('Acme Funding')).toBeNull();
    expect(requestedUrls(fetchSpy)).not.toContain(`${API}/api/public/organizations/default`);
  });

  it('shows the 404 page for /client/{slug} when the api does not know the organization', async () => {
    stubFetch({
      '/api/public/organizations/unknown': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Organization not found' }, requestId: 'r1' },
      },
    });
    renderLandingAt('/client/unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});
