import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@propdesk/shared/session';
import { renderWithProviders } from '@propdesk/shared/testing';
import { SiteLinksProvider } from '../../lib/site-links.tsx';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { PublicSiteLayout } from './public-site-layout.tsx';

registerLandingTranslations();

const CONTACT = {
  supportEmail: 'help@acme.example',
  supportPhone: null,
  supportHours: null,
  legalName: null,
  registeredAddress: null,
};

function Frame() {
  return (
    <PublicSiteLayout brandName="Acme Funding" logoUrl={null} contact={CONTACT} tracking={null}>
      <h1>Page content</h1>
    </PublicSiteLayout>
  );
}

describe('PublicSiteLayout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.getState().clearSession();
  });

  it('frames the page with the top bar, the footer and the cookie banner', () => {
    renderWithProviders(<Frame />);
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Page content' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Acme Funding' })).toHaveAttribute(
      'href',
      '/',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/All trading takes place on simulated accounts/)).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Acme Funding`)).toBeInTheDocument();
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  });

  it('lets the visitor change the cookie choice again from the footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Frame />);
    await user.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const banner = screen.getByTestId('cookie-banner');
    // Reopened straight on the choices, with the stored one ticked.
    expect(within(banner).getByRole('checkbox', { name: /^Analytics/ })).not.toBeChecked();
    expect(within(banner).getByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
  });

  it('embedded in a firm’s page, asks no cookie question and leads to the portal', () => {
    renderWithProviders(
      <SiteLinksProvider portalUrl="https://portal.example">
        <Frame />
      </SiteLinksProvider>,
    );
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      'https://portal.example/terms',
    );
  });
});
