import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, REVALIDATE } from './cache-policy.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIRST_SCREEN_SCRIPT_HASH } from './first-screen/first-screen-script.ts';
import { createAppServer } from './serve-app.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

const SHELL_ORIGIN = 'http://localhost:3000';

function fixtureBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-dist-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('a remote served from its own origin', () => {
  let server: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fixtureBuild({
      'remoteEntry.js': 'var mf_trader;',
      'mf-manifest.json': '{"id":"mf_trader"}',
      '__federation_expose_App.0123456789.js': 'console.info("app")',
    });
    server = await createAppServer({ app: 'mf-trader', distDir: dist, env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('revalidates the entry files and caches hashed chunks forever', async () => {
    const entry = await server.inject({ url: '/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(REVALIDATE);
    const manifest = await server.inject({ url: '/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
    const chunk = await server.inject({ url: '/__federation_expose_App.0123456789.js' });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the shell origin and no other', async () => {
    const allowed = await server.inject({ url: '/mf-manifest.json', headers: { origin: SHELL_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    const other = await server.inject({ url: '/mf-manifest.json', headers: { origin: 'https://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses when the browser accepts it', async () => {
    const response = await server.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a file it does not have, with no page fallback', async () => {
    expect((await server.inject({ url: '/dashboard' })).statusCode).toBe(404);
  });

  it('denies unused browser features and, outside production, asks for no HSTS', async () => {
    const entry = await server.inject({ url: '/remoteEntry.js' });
    expect(entry.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(entry.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('every app server in production', () => {
  const servers: FastifyInstance[] = [];
  let dist: string;

  beforeAll(() => {
    dist = fixtureBuild({
      'index.html': '<div id="root"></div>',
      'remoteEntry.js': 'var mf_trader;',
      'main.0123456789.js': 'boot()',
    });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['shell', 'mf-trader'] as const)('%s sends HSTS and the permissions policy', async (app) => {
    const server = await createAppServer({
      app,
      distDir: dist,
      env: {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        FIRST_SCREEN_LANDING_URL: 'http://127.0.0.1:9/',
        FIRST_SCREEN_API_URL: 'http://127.0.0.1:9',
      },
    });
    servers.push(server);
    const urls = app === 'shell' ? ['/', '/dashboard', '/main.0123456789.js'] : ['/remoteEntry.js'];
    for (const url of urls) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(String(response.headers['permissions-policy'])).toMatch(/(^|, )camera=\(\)/);
      expect(String(response.headers['permissions-policy'])).toMatch(/(^|, )geolocation=\(\)/);
    }
  });
});

describe("the landing, which also serves embed.js to firms' own pages", () => {
  let server: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fixtureBuild({ 'remoteEntry.js': 'var mf_landing;', 'embed.js': 'console.info("embed")' });
    server = await createAppServer({
      app: 'mf-landing',
      distDir: dist,
      env: { LOG_LEVEL: 'silent', API_BASE_URL: 'https://api.firm.example' },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves embed.js under a stable name, revalidated on every load', async () => {
    const script = await server.inject({ url: '/embed.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe(REVALIDATE);
  });

  it('tells embed.js, on any origin, where the api and the portal are', async () => {
    const response = await server.inject({
      url: '/embed-config.json',
      headers: { origin: 'https://www.firm.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.json()).toEqual({
      apiBaseUrl: 'https://api.firm.example',
      portalUrl: 'http://localhost:3000',
    });
  });
});

describe('the shell', () => {
  let server: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fixtureBuild({ 'index.html': '<div id="root"></div>', 'main.0123456789.js': 'boot()' });
    server = await createAppServer({
      app: 'shell',
      distDir: dist,
      // Nothing answers there: the pages are served without the landing's first screen.
      env: {
        LOG_LEVEL: 'silent',
        REMOTE_MF_TRADER_URL: 'https://cdn.test/trader',
        FIRST_SCREEN_LANDING_URL: 'http://127.0.0.1:9/',
        FIRST_SCREEN_API_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves remotes.json written from the environment, never cached', async () => {
    const response = await server.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.json()).toMatchObject({
      remotes: expect.arrayContaining([
        { name: 'mf_trader', entry: 'https://cdn.test/trader/mf-manifest.json' },
      ]),
    });
  });

  it('protects its pages with a policy naming the remotes and the api', async () => {
    const response = await server.inject({ url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' http://localhost:3001 https://cdn.test");
    expect(policy).toContain("connect-src 'self' http://localhost:4000");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const script = await server.inject({ url: '/main.0123456789.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('answers deep links with index.html so the router can render them', async () => {
    const response = await server.inject({ url: '/accounts/42?tab=trades' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it('does not answer a missing script with the page', async () => {
    const response = await server.inject({ url: '/missing.0123456789.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the shell’s policy, exact for each page', () => {
  let server: FastifyInstance;
  let dist: string;
  const scriptSources = (policy: unknown) =>
    String(policy)
      .split('; ')
      .filter((directive) => /^(script|connect)-src /.test(directive));

  beforeAll(async () => {
    dist = fixtureBuild({ 'index.html': '<div id="root"></div>' });
    server = await createAppServer({
      app: 'shell',
      distDir: dist,
      env: {
        LOG_LEVEL: 'silent',
        TRACKING_SCRIPT_ORIGINS: 'https://analytics.example.com',
        FIRST_SCREEN_LANDING_URL: 'http://127.0.0.1:9/',
        FIRST_SCREEN_API_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets consented tracking scripts load on public pages', async () => {
    for (const url of ['/', '/landing', '/faq', '/terms?lang=it', '/client/acme']) {
      const response = await server.inject({ url });
      const sources = scriptSources(response.headers['content-security-policy']);
      expect({ url, sources }).toEqual({
        url,
        sources: [
          expect.stringContaining('https://analytics.example.com'),
          expect.stringContaining('https://analytics.example.com'),
        ],
      });
    }
  });

  it('never on a sign-in page, in a signed-in area or on an unknown page', async () => {
    const urls = [
      '/auth',
      '/login',
      '/sign-up',
      '/reset-password?token_hash=x&type=recovery',
      '/admin/auth',
      '/client/acme/auth',
      '/client/acme/dashboard',
      '/dashboard',
      '/pricing',
      '/admin/dashboard',
      '/organization/members',
      '/elite',
      '/affiliate-program',
      '/index.html',
      '/nowhere',
    ];
    for (const url of urls) {
      const response = await server.inject({ url });
      const policy = String(response.headers['content-security-policy']);
      expect({ url, policy }).toEqual({ url, policy: expect.stringContaining("script-src 'self'") });
      expect({ url, tracking: policy.includes('analytics.example.com') }).toEqual({ url, tracking: false });
    }
  });

  it('lets images come only from the portal, the api and data:, and the tracking origins on public pages', async () => {
    const imageSources = async (url: string) => {
      const response = await server.inject({ url });
      const policy = String(response.headers['content-security-policy']).split('; ');
      return policy.find((directive) => directive.startsWith('img-src '));
    };
    for (const url of ['/dashboard', '/client/acme/auth', '/organization/members', '/nowhere']) {
      expect({ url, sources: await imageSources(url) }).toEqual({
        url,
        sources: "img-src 'self' data: http://localhost:4000",
      });
    }
    expect(await imageSources('/client/acme')).toBe(
      "img-src 'self' data: http://localhost:4000 https://analytics.example.com",
    );
  });
});

describe('the shell’s landing pages', () => {
  let server: FastifyInstance;
  let backend: Server;
  let dist: string;

  beforeAll(async () => {
    // The landing's build and the api, as the shell's server reaches them.
    backend = createServer((request, response) => {
      const answers: Record<string, unknown> = {
        // The landing's server draws each page in each language.
        ...Object.fromEntries(
          ['/', '/landing', '/faq'].flatMap((page) =>
            ['en', 'es', 'it'].map((language) => [
              `/page-snapshot?${new URLSearchParams({ path: page, host: 'localhost', language })}`,
              { html: `<h1>Trade our capital</h1><p>${page} in ${language}</p>`, meta: null, css: '' },
            ]),
          ),
        ),
        '/api/public/config': { defaultOrganizationSlug: 'default' },
        '/api/public/organizations/default': { theme: { primaryColor: '#d4af37' } },
      };
      const body = answers[request.url ?? ''];
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    dist = fixtureBuild({
      'index.html':
        '<html><head><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>',
    });
    server = await createAppServer({
      app: 'shell',
      distDir: dist,
      env: {
        LOG_LEVEL: 'silent',
        FIRST_SCREEN_LANDING_URL: `${backendUrl}/`,
        FIRST_SCREEN_API_URL: backendUrl,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => backend.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('paints the page into the HTML of /, /landing and /faq, its script allowed by hash', async () => {
    for (const url of ['/', '/landing', '/faq']) {
      // In the reader's language, from the cookie the portal's i18n keeps.
      const response = await server.inject({
        url,
        headers: { host: 'localhost:3000', cookie: 'a=1; language=es' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.body).toMatch(
        /<body><div id="first-screen".*<h1>Trade our capital<\/h1>.*<div id="root">/s,
      );
      expect(response.body).toContain(`<p>${url} in es</p>`);
      // The app's scripts wait for a reader (the screen's script starts them).
      expect(response.body).toContain('<script type="application/x-held" data-app-src="/main.js">');
      expect(String(response.headers['content-security-policy'])).toContain(FIRST_SCREEN_SCRIPT_HASH);
    }
  });

  it('leaves every other page as it is, and its policy without the hash', async () => {
    const response = await server.inject({ url: '/dashboard', headers: { host: 'localhost:3000' } });
    expect(response.body).not.toContain('first-screen');
    expect(response.body).toContain('<script defer="defer" src="/main.js"></script>');
    expect(String(response.headers['content-security-policy'])).not.toContain('sha256-');
  });
});
