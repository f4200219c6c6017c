import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@propdesk/shared/testing';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { LandingFooter } from './landing-footer.tsx';

// Rendered on its own, the footer has no exposed module to register the landing texts for it.
registerLandingTranslations();

describe('LandingFooter', () => {
  it('links to the public pages of the site', () => {
    renderWithProviders(<LandingFooter brandName="Acme Funding" />);
    const links = within(screen.getByRole('navigation', { name: 'Acme Funding' })).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pricing', '/pricing'],
      ['Support', '/support'],
      ['Affiliate Program', '/affiliate-program'],
      ['Terms', '/terms'],
      ['Risk Disclosure', '/risk-disclosure'],
      ['Cookies', '/cookies'],
      ['Privacy Policy', '/privacy-policy'],
      ['FAQ', '/faq'],
    ]);
  });
});
