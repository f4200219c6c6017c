import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import { SiteLinksProvider } from '../../lib/site-links.tsx';
import { DEFAULT_ORGANIZATION_ANSWERS, publicOrganization } from '../../testing/api-answers.ts';
import { PROGRAMS_FIXTURE } from '../../testing/plans-fixture.ts';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { LandingPage } from './landing-page.tsx';

registerLandingTranslations();

const API = 'http://api.test';
const HERO_TITLE = 'Trade our capital. Keep the larger share of your profit.';
const SERVER_ERROR = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' } };

/** The page the shell's server paints into the HTML of `/` before any script runs. */
function paintFirstScreen(): void {
  const painted = document.createElement('div');
  painted.id = 'first-screen';
  document.body.append(painted);
}

const hrefsOf = (name: string) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('LandingPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    document.getElementById('first-screen')?.remove();
    await act(() => setLanguage('en'));
  });

  it('waits for the organization, then shows the hero with the plans’ own figures, the steps, the packages and the FAQ', async () => {
    stubFetch(DEFAULT_ORGANIZATION_ANSWERS);
    paintFirstScreen();
    renderWithProviders(<LandingPage apiBaseUrl={API} />);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: HERO_TITLE })).toBeInTheDocument();
    // The painted hero gives way to the landing's own.
    expect(document.getElementById('first-screen')).toBeNull();
    expect(await screen.findByTestId('hero-facts')).toHaveTextContent(
      'Funding up to $100,000 · challenges from $120',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Challenge', 'Verification', 'Funded Trader']),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Funding Packages' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'FAQ' });
    expect(within(faq).getByRole('button', { name: 'How much does a challenge cost?' })).toBeInTheDocument();
    expect(within(faq).getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/faq');
    // Every anchor of the top bar has its section on the page.
    for (const id of ['home', 'funding', 'features', 'about', 'faq']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    // Named for search engines and shares: title, description, canonical address.
    expect(document.title).toBe('Acme Funding | Proprietary trading, funded');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Prove your skill'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
  });

  it('leads Start Challenge to sign-up and View Plans to the pricing page', async () => {
    stubFetch(DEFAULT_ORGANIZATION_ANSWERS);
    renderWithProviders(<LandingPage apiBaseUrl={API} />);
    await screen.findAllByTestId('plan-card');
    expect(new Set(hrefsOf('Start Challenge'))).toEqual(new Set(['/auth']));
    expect(new Set(hrefsOf('View Plans'))).toEqual(new Set(['/pricing']));
    expect(hrefsOf('Get Started')).toEqual(['/auth']);
  });

  it('sends a tenant’s visitors to the tenant’s own home and sign-up pages', async () => {
    stubFetch({
      '/api/public/config': DEFAULT_ORGANIZATION_ANSWERS['/api/public/config']!,
      '/api/public/organizations/nova': { body: publicOrganization('nova', 'Nova Traders') },
      '/api/public/organizations/nova/plans': { body: { programs: PROGRAMS_FIXTURE } },
    });
    renderWithProviders(<LandingPage apiBaseUrl={API} organizationSlug="nova" />);
    expect(await screen.findByRole('link', { name: 'Nova Traders' })).toHaveAttribute('href', '/client/nova');
    await screen.findAllByTestId('plan-card');
    expect(new Set(hrefsOf('Start Challenge'))).toEqual(new Set(['/client/nova/auth']));
    expect(hrefsOf('Get Started')).toEqual(['/client/nova/auth']);
  });

  it('claims no figure when the firm sells no plan', async () => {
    stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/organizations/default/plans': { body: { programs: [] } },
    });
    renderWithProviders(<LandingPage apiBaseUrl={API} />);
    expect(await screen.findByText('No plans are on sale at the moment.')).toBeInTheDocument();
    expect(screen.queryByTestId('hero-facts')).toBeNull();
    expect(screen.queryByRole('button', { name: 'How much does a challenge cost?' })).toBeNull();
  });

  it('still shows the page, under the product’s name, when the api cannot be reached', async () => {
    stubFetch({
      '/api/public/config': SERVER_ERROR,
      '/api/public/organizations/current': SERVER_ERROR,
    });
    renderWithProviders(<LandingPage apiBaseUrl={API} />);
    expect(await screen.findByRole('link', { name: 'PropDesk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeInTheDocument();
    expect(screen.getByText('The plans could not be loaded.')).toBeInTheDocument();
  });

  it('switches language from the top bar, never showing a raw key', async () => {
    const user = userEvent.setup();
    stubFetch(DEFAULT_ORGANIZATION_ANSWERS);
    renderWithProviders(<LandingPage apiBaseUrl={API} />);
    await screen.findByRole('heading', { level: 1, name: HERO_TITLE });

    const [language] = screen.getAllByRole('combobox', { name: 'Language' });
    await user.selectOptions(language!, 'es');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paquetes de financiación' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Empezar' })).not.toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/\b(nav|hero|funding|footer)\.\w/);
  });

  it('embedded in a firm’s page: leads to the portal, leaves the host page’s first screen and cookies alone', async () => {
    stubFetch({
      '/api/public/config': DEFAULT_ORGANIZATION_ANSWERS['/api/public/config']!,
      '/api/public/organizations/nova': { body: publicOrganization('nova', 'Nova Traders') },
      '/api/public/organizations/nova/plans': { body: { programs: PROGRAMS_FIXTURE } },
    });
    paintFirstScreen();
    renderWithProviders(
      <SiteLinksProvider portalUrl="https://portal.example">
        <LandingPage apiBaseUrl={API} organizationSlug="nova" />
      </SiteLinksProvider>,
    );
    await screen.findByRole('link', { name: 'Nova Traders' });
    expect(hrefsOf('Get Started')).toEqual(['https://portal.example/client/nova/auth']);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      'https://portal.example/faq',
    );
    expect(document.getElementById('first-screen')).not.toBeNull();
    // The host page's head is the firm's.
    expect(document.title).not.toContain('Nova Traders');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
