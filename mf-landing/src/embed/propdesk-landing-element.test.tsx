import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@propdesk/shared/i18n';
import { requestedUrls, stubFetch } from '@propdesk/shared/testing';
import { PUBLIC_CONFIG, publicOrganization } from '../testing/api-answers.ts';
import { PROGRAMS_FIXTURE } from '../testing/plans-fixture.ts';
import { definePropdeskLanding, LANDING_ELEMENT_NAME } from './propdesk-landing-element.tsx';

const SCRIPT_URL = 'https://landing.example/embed.js';
const FIRM_ANSWERS = {
  '/api/public/config': { body: PUBLIC_CONFIG },
  '/api/public/organizations/nova': { body: publicOrganization('nova', 'Nova Traders') },
  '/api/public/organizations/nova/plans': { body: { programs: PROGRAMS_FIXTURE } },
};

/** What a firm's page holds: `<propdesk-landing org="nova" …>`. */
async function placeLanding(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement(LANDING_ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

/** Testing Library's queries inside the element's shadow root (the page's own queries cannot see in). */
function inside(element: HTMLElement) {
  return within(element.shadowRoot as unknown as HTMLElement);
}

const reportError = jest.fn();

describe('<propdesk-landing> (embed.js)', () => {
  beforeEach(() => {
    // Browsers have reportError; jsdom does not.
    Object.assign(globalThis, { reportError });
    reportError.mockClear();
    definePropdeskLanding(SCRIPT_URL);
  });

  afterEach(async () => {
    document.body.replaceChildren();
    await act(() => setLanguage('en'));
  });

  it('shows the firm’s landing in its own shadow root, its links leading to the firm’s pages on the portal', async () => {
    const fetchSpy = stubFetch(FIRM_ANSWERS);
    const element = await placeLanding({
      org: 'nova',
      api: 'https://api.firm.example',
      portal: 'https://portal.example',
    });
    const landing = inside(element);
    expect(await landing.findByRole('link', { name: 'Nova Traders' })).toHaveAttribute(
      'href',
      'https://portal.example/client/nova',
    );
    expect(landing.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      'https://portal.example/client/nova/auth',
    );
    expect(await landing.findAllByTestId('plan-card')).toHaveLength(2);
    // The host page's cookie banner is the host's business; the page itself is untouched.
    expect(landing.queryByTestId('cookie-banner')).toBeNull();
    expect(screen.queryByTestId('landing-page')).toBeNull();
    expect(requestedUrls(fetchSpy)).toContain('https://api.firm.example/api/public/organizations/nova');
    expect(requestedUrls(fetchSpy).some((url) => url.endsWith('embed-config.json'))).toBe(false);
  });

  it('links the firm’s custom CSS inside its shadow root, around the landing only, never in the host page', async () => {
    const withCss = publicOrganization('nova', 'Nova Traders');
    stubFetch({
      ...FIRM_ANSWERS,
      '/api/public/organizations/nova': {
        body: {
          ...withCss,
          theme: { ...withCss.theme, customCss: '[data-organization-content] h1{color:#be123c}' },
        },
      },
    });
    const element = await placeLanding({
      org: 'nova',
      api: 'https://api.firm.example',
      portal: 'https://portal.example',
    });
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() =>
      expect(shadow.querySelector('link[data-organization-stylesheet]')).toHaveAttribute(
        'href',
        'https://api.firm.example/api/public/organizations/nova/custom.css',
      ),
    );
    expect(shadow.querySelector('[data-organization-content]')).not.toBeNull();
    expect(document.head.querySelector('link[data-organization-stylesheet]')).toBeNull();
  });

  it('learns the api and the portal from embed-config.json beside embed.js, asked once per page', async () => {
    const fetchSpy = stubFetch({
      ...FIRM_ANSWERS,
      '/embed-config.json': {
        body: { apiBaseUrl: 'https://api.firm.example', portalUrl: 'https://portal.example' },
      },
    });
    const first = await placeLanding({ org: 'nova' });
    const second = await placeLanding({ org: 'nova' });
    expect(await inside(first).findByRole('link', { name: 'Nova Traders' })).toBeInTheDocument();
    expect(await inside(second).findByRole('link', { name: 'Nova Traders' })).toBeInTheDocument();
    expect(requestedUrls(fetchSpy).filter((url) => url.endsWith('embed-config.json'))).toEqual([
      'https://landing.example/embed-config.json',
    ]);
  });

  it('follows its lang attribute, in Spanish and then in Italian', async () => {
    stubFetch(FIRM_ANSWERS);
    const element = await placeLanding({
      org: 'nova',
      lang: 'es',
      api: 'https://api.firm.example',
      portal: 'https://portal.example',
    });
    expect(await inside(element).findByRole('link', { name: 'Empezar' })).toBeInTheDocument();
    await act(async () => element.setAttribute('lang', 'it'));
    expect(await inside(element).findByRole('link', { name: 'Inizia ora' })).toBeInTheDocument();
  });

  it('tells the firm’s developer when the org attribute is missing, and shows nothing', async () => {
    stubFetch(FIRM_ANSWERS);
    const element = await placeLanding({ api: 'https://api.firm.example', portal: 'https://portal.example' });
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        new Error("<propdesk-landing> needs an org attribute: the organization's slug"),
      ),
    );
    expect(inside(element).queryByTestId('landing-page')).toBeNull();
  });

  it('keeps its landing when moved within the page, and lets it go when removed', async () => {
    stubFetch(FIRM_ANSWERS);
    const element = await placeLanding({
      org: 'nova',
      api: 'https://api.firm.example',
      portal: 'https://portal.example',
    });
    await inside(element).findByTestId('landing-page');
    const elsewhere = document.createElement('section');
    await act(async () => {
      document.body.append(elsewhere);
      elsewhere.append(element);
    });
    expect(inside(element).getByTestId('landing-page')).toBeInTheDocument();

    await act(async () => element.remove());
    expect(inside(element).queryByTestId('landing-page')).toBeNull();
  });

  it('is defined once, however many times embed.js runs', () => {
    const defined = customElements.get(LANDING_ELEMENT_NAME);
    definePropdeskLanding(SCRIPT_URL);
    expect(customElements.get(LANDING_ELEMENT_NAME)).toBe(defined);
  });
});
