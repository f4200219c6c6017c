import { describe, expect, it, jest } from '@jest/globals';
import { createFirstScreenSource } from './first-screen-source.ts';

const TEXTS = {
  en: { eyebrow: 'E', title: 'Trade our capital', lead: 'L', startChallenge: 'S', viewPlans: 'V' },
};

function fakeBackend(routes: Record<string, unknown>) {
  return jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const body = routes[url.pathname + url.search];
    return body === undefined
      ? new Response('{}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  });
}

const OPTIONS = {
  landingBaseUrl: 'http://landing.internal/',
  apiBaseUrl: 'http://api.internal',
  portalHost: 'portal.example',
};

describe('createFirstScreenSource', () => {
  it('paints the default organization’s hero on the portal’s own host', async () => {
    const fetch = fakeBackend({
      '/first-screen.json': TEXTS,
      '/api/public/config': { defaultOrganizationSlug: 'default' },
      '/api/public/organizations/default': { theme: { primaryColor: '#123456' } },
    });
    const source = createFirstScreenSource({ ...OPTIONS, fetch: fetch as typeof globalThis.fetch });

    const html = await source.forHost('portal.example:443');
    expect(html).toContain('<h1>Trade our capital</h1>');
    expect(html).toContain('color:#123456');
  });

  it('paints a custom domain in its organization’s colours', async () => {
    const fetch = fakeBackend({
      '/first-screen.json': TEXTS,
      '/api/public/config': { defaultOrganizationSlug: 'default' },
      '/api/public/organizations/default': { theme: { primaryColor: '#123456' } },
      '/api/public/organizations/current?host=trade.firm.example': { theme: { primaryColor: '#abcdef' } },
    });
    const source = createFirstScreenSource({ ...OPTIONS, fetch: fetch as typeof globalThis.fetch });

    expect(await source.forHost('Trade.Firm.Example')).toContain('color:#abcdef');
    // An unknown domain shows the default organization, as the landing does.
    expect(await source.forHost('unknown.example')).toContain('color:#123456');
  });

  it('serves nothing while the landing’s texts cannot be had', async () => {
    const fetch = fakeBackend({
      '/api/public/config': { defaultOrganizationSlug: 'default' },
      '/api/public/organizations/default': { theme: {} },
    });
    const source = createFirstScreenSource({ ...OPTIONS, fetch: fetch as typeof globalThis.fetch });

    expect(await source.forHost('portal.example')).toBeNull();
  });
});
