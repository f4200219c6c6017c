import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@propdesk/shared/testing';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { LandingFooter } from './landing-footer.tsx';

// Rendered on its own, the footer has no exposed module to register the landing texts for it.
registerLandingTranslations();

const NO_PROFILE = {
  supportEmail: 'help@platform.example',
  supportPhone: null,
  supportHours: null,
  legalName: null,
  registeredAddress: null,
};

describe('LandingFooter', () => {
  it('links to the public pages of the site', () => {
    renderWithProviders(<LandingFooter brandName="Acme Funding" contact={NO_PROFILE} />);
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

  it('names the organization and its support address when its profile says no more', () => {
    renderWithProviders(<LandingFooter brandName="Acme Funding" contact={NO_PROFILE} />);
    const company = screen.getByRole('group', { name: 'Company and contact details' });
    expect(company).toHaveTextContent('Acme Funding');
    expect(within(company).getByRole('link', { name: 'help@platform.example' })).toHaveAttribute(
      'href',
      'mailto:help@platform.example',
    );
    expect(company).not.toHaveTextContent('Registered office');
    expect(company).not.toHaveTextContent('Support hours');
  });

  it('shows the registered company, its office, phone and support hours from the profile', () => {
    renderWithProviders(
      <LandingFooter
        brandName="Acme Funding"
        contact={{
          supportEmail: 'care@acme.example',
          supportPhone: '+39 02 1234 5678',
          supportHours: 'Mon–Fri 9:00–18:00 CET',
          legalName: 'Acme Funding S.r.l.',
          registeredAddress: 'Piazza Esempio 1\n20121 Milano',
        }}
      />,
    );
    const company = screen.getByRole('group', { name: 'Company and contact details' });
    expect(company).toHaveTextContent('Acme Funding S.r.l.');
    expect(company).toHaveTextContent('Registered office: Piazza Esempio 1, 20121 Milano');
    expect(company).toHaveTextContent('Support hours: Mon–Fri 9:00–18:00 CET');
    expect(within(company).getByRole('link', { name: '+39 02 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Acme Funding S.r.l.`)).toBeInTheDocument();
  });
});
