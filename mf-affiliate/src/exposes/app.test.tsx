import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AFFILIATE_PATHS, type AffiliatePath } from '../navigation.ts';
import { renderWithProviders } from '@propdesk/shared/testing';
import AffiliateApp from './app.tsx';

/** The English h1 of each page, spelled out so a path wired to the wrong page fails. */
const PAGE_TITLES: Record<AffiliatePath, string> = {
  '/affiliate-program': 'Affiliate Program',
  '/affiliate-registration': 'Become a Partner',
};

function renderAffiliateAt(path: string) {
  return renderWithProviders(<AffiliateApp apiBaseUrl="http://api.test" />, { path });
}

describe('mf-affiliate routes', () => {
  it('covers exactly the paths of AFFILIATE_PATHS', () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual([...AFFILIATE_PATHS].sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s shows "%s"', (path, title) => {
    renderAffiliateAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown affiliate path', () => {
    renderAffiliateAt('/affiliate-program/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
