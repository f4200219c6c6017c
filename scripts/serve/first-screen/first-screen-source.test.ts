import { describe, expect, it, jest } from '@jest/globals';
import { createFirstScreenSource } from './first-screen-source.ts';

const SNAPSHOT = { html: '<h1>Trade our capital</h1>', meta: { title: 'T', description: 'D' }, css: '.a{}' };

function fakeBackend(routes: Record<string, unknown>) {
  return jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const key =
      url.pathname === '/page-snapshot'
        ? `${url.pathname}?path=${url.searchParams.get('path')}&language=${url.searchParams.get('language')}`
        : url.pathname + url.search;
    const body = routes[key];
    if (body === null) return new Response(null, { status: 204 });
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

const DEFAULT_ORGANIZATION = {
  '/api/public/config': { defaultOrganizationSlug: 'default' },
  '/api/public/organizations/default': { theme: { backgroundColor: '#123456' } },
};

describe('createFirstScreenSource', () => {
  it('paints the page the landing draws, in the default organization’s colours on the portal’s own host', async () => {
    const fetch = fakeBackend({ ...DEFAULT_ORGANIZATION, '/page-snapshot?path=/faq&language=es': SNAPSHOT });
    const source = createFirstScreenSource({ ...OPTIONS, fetch: fetch as typeof globalThis.fetch });

    const screen = await source.forPage({ host: 'portal.example:443', path: '/faq', language: 'es' });
    expect(screen?.body).toContain('<h1>Trade our capital</h1>');
    expect(screen?.body).toContain('--pd-color-body:#123456');
    expect(screen?.head).toContain('<title>T</title>');
    // Asked for the page's host without its port.
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/page-snapshot');
    expect(asked.map((url) => url.searchParams.get('host'))).toEqual(['portal.example']);
  });

  it('paints a custom domain in its organization’s colours, and /client/{slug} in that firm’s', async () => {
    const fetch = fakeBackend({
      ...DEFAULT_ORGANIZATION,
      '/page-snapshot?path=/&language=en': SNAPSHOT,
      '/page-snapshot?path=/client/elite&language=en': SNAPSHOT,
      '/api/public/organizations/current?host=trade.firm.example': { theme: { backgroundColor: '#abcdef' } },
      '/api/public/organizations/current?host=unknown.example': null,
      '/api/public/organizations/elite': { theme: { backgroundColor: '#0c0a09' } },
    });
    const source = createFirstScreenSource({ ...OPTIONS, fetch: fetch as typeof globalThis.fetch });

    expect((await source.forPage({ host: 'Trade.Firm.Example', path: '/', language: 'en' }))?.body).toContain(
      '--pd-color-body:#abcdef',
    );
    // An unknown domain shows the default organization, as the landing does.
    expect((await source.forPage({ host: 'unknown.example', path: '/', language: 'en' }))?.body).toContain(
      '--pd-color-body:#123456',
    );
    expect(
      (await source.forPage({ host: 'portal.example', path: '/client/elite', language: 'en', slug: 'elite' }))
        ?.body,
    ).toContain('--pd-color-body:#0c0a09');
  });

  it('serves nothing while the landing draws nothing for the page', async () => {
    const fetch = fakeBackend({ ...DEFAULT_ORGANIZATION, '/page-snapshot?path=/faq&language=en': null });
    const source = createFirstScreenSource({ ...OPTIONS, fetch: fetch as typeof globalThis.fetch });

    expect(await source.forPage({ host: 'portal.example', path: '/faq', language: 'en' })).toBeNull();
  });
});
