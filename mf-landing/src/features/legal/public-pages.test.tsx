import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { DEFAULT_ORGANIZATION_ANSWERS, publicOrganization } from '../../testing/api-answers.ts';
import FaqPage from './faq-page.tsx';
import LegalPage from './legal-page.tsx';

registerLandingTranslations();

const API = 'http://api.test';
const metaContent = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('public legal pages and FAQ', () => {
  beforeEach(() => {
    localStorage.clear();
    stubFetch(DEFAULT_ORGANIZATION_ANSWERS);
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the privacy policy for the firm: its name, the support address, the restricted countries', async () => {
    renderWithProviders(<LegalPage documentKey="privacyPolicy" apiBaseUrl={API} />);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Privacy Policy');
    expect(await screen.findAllByText(/Acme Funding/)).not.toHaveLength(0);
    expect(document.body.textContent).toContain('help@acme.example');
    expect(document.body.textContent).toContain('North Korea');
    expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/);
    expect(document.title).toMatch(/Privacy Policy.* \| Acme Funding$/);
    expect(metaContent('meta[name="description"]')).toBeTruthy();
    expect(metaContent('meta[property="og:title"]')).toBe(document.title);
  });

  it.each([
    ['terms', 'Terms and Conditions'],
    ['riskDisclosure', 'Risk Disclosure'],
  ] as const)('shows the %s text, complete and filled in', async (documentKey, title) => {
    renderWithProviders(<LegalPage documentKey={documentKey} apiBaseUrl={API} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findAllByText(/Acme Funding/)).not.toHaveLength(0);
    expect(document.body.textContent).toContain('North Korea');
    expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/);
  });

  it("names the firm's registered company and its own contacts, from its profile, instead of the platform's", async () => {
    stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/organizations/default': {
        body: {
          ...publicOrganization('default', 'Acme Funding'),
          contact: {
            legalName: 'Acme Funding Ltd',
            registeredAddress: '1 Market Street\nLondon EC2A 1AA',
            supportEmail: 'care@acme-funding.example',
            supportPhone: '+44 20 7946 0123',
            supportHours: 'Mon–Fri 8:00–20:00 GMT',
          },
        },
      },
    });
    await act(() => setLanguage('it'));
    renderWithProviders(<LegalPage documentKey="terms" apiBaseUrl={API} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termini e condizioni' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/un accordo tra te e Acme Funding Ltd, 1 Market Street, London EC2A 1AA\./),
    ).toBeInTheDocument();
    expect(document.body.textContent).toContain('care@acme-funding.example');
    expect(document.body.textContent).not.toContain('help@acme.example');

    const company = within(screen.getByRole('contentinfo')).getByRole('group', {
      name: 'Dati societari e contatti',
    });
    expect(company).toHaveTextContent('Sede legale: 1 Market Street, London EC2A 1AA');
    expect(company).toHaveTextContent('Orari di assistenza: Mon–Fri 8:00–20:00 GMT');
    expect(within(company).getByRole('link', { name: '+44 20 7946 0123' })).toHaveAttribute(
      'href',
      'tel:+442079460123',
    );
    expect(within(screen.getByRole('contentinfo')).getByText(/© \d{4} Acme Funding Ltd/)).toBeInTheDocument();
  });

  it('shows the cookie policy, with the cookie banner and the footer on the page', async () => {
    renderWithProviders(<LegalPage documentKey="cookies" apiBaseUrl={API} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Cookie/ })).toBeInTheDocument();
    expect(document.body.textContent).toContain('propdesk_refresh');
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it.each([
    ['the FAQ', () => <FaqPage apiBaseUrl={API} />],
    ['a legal text', () => <LegalPage documentKey="cookies" apiBaseUrl={API} />],
  ])('lets the page the server painted go once %s is drawn, not before', async (_, page) => {
    const painted = document.createElement('div');
    painted.id = 'first-screen';
    document.body.append(painted);
    renderWithProviders(page());
    // Still waiting for the firm and the text: the painted page stays.
    expect(document.getElementById('first-screen')).not.toBeNull();
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByText(/Acme Funding/);
    await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  });

  it('answers plan questions from the plan data, and opens answers on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage apiBaseUrl={API} />);
    // Nothing is drawn before the plans are in: their questions come first and would push the rest down.
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const [firstGroup] = screen.getAllByRole('heading', { level: 2 });
    expect(firstGroup).toHaveTextContent('Plans, payouts and refunds');
    const plans = screen.getByRole('heading', { level: 2, name: 'Plans, payouts and refunds' });
    const section = plans.closest('section') as HTMLElement;
    const question = within(section).getByRole('button', { name: 'How much does a challenge cost?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText(/from \$120, for a \$25,000 account/)).toBeVisible();
    // The firm's own texts follow, with the firm's name filled in.
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('Acme Funding');
    expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/);
    expect(document.title).toBe('Frequently Asked Questions | Acme Funding');
  });

  it('shows a legal text in the reader’s language, its title and description named for search engines', async () => {
    await act(() => setLanguage('es'));
    await act(async () => {
      renderWithProviders(<LegalPage documentKey="terms" apiBaseUrl={API} />);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Última actualización: /)).toBeInTheDocument();
    expect(document.title).toBe('Términos y condiciones | Acme Funding');
    expect(metaContent('meta[name="description"]')).toMatch(/Acme Funding/);
    expect(metaContent('meta[property="og:description"]')).toBe(metaContent('meta[name="description"]'));
    expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}|\blegal\.\w/);
  });
});
