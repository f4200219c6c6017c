import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerLandingPageRenderer } from './landing-page-renderer.ts';

describe('the landing’s page renderer', () => {
  let folder: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    // A build of the landing: its manifest, stylesheets, and a server bundle that draws `/faq` only.
    folder = mkdtempSync(path.join(os.tmpdir(), 'landing-renderer-'));
    const expose = (css: string[]) => ({
      name: 'App',
      assets: { css: { sync: css.slice(0, 1), async: css.slice(1) } },
    });
    writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({ exposes: [expose(['app.css', 'faq.css'])] }),
    );
    writeFileSync(path.join(folder, 'app.css'), '.app{color:red}\n/*# sourceMappingURL=app.css.map*/');
    writeFileSync(path.join(folder, 'faq.css'), '.faq{color:blue}');
    writeFileSync(
      path.join(folder, 'render-page.js'),
      `export async function renderPage(request) {
        if (request.path === '/slow') { await globalThis.releaseSlowPages; return null; }
        if (request.path !== '/faq') return null;
        return { html: '<h1>FAQ for ' + request.host + ' in ' + request.language + ' from ' + request.apiBaseUrl + '</h1>' };
      }`,
    );
    server = Fastify();
    await registerLandingPageRenderer(server, {
      distDir: folder,
      serverBundle: path.join(folder, 'render-page.js'),
      apiBaseUrl: 'http://api.internal',
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers the page drawn for the host (without its port) and the language, with the landing’s styles', async () => {
    const response = await server.inject({
      url: '/page-snapshot?path=/faq&host=Portal.Example:3000&language=es',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const snapshot = response.json<{ html: string; css: string }>();
    expect(snapshot.html).toBe('<h1>FAQ for portal.example in es from http://api.internal</h1>');
    expect(snapshot.css).toBe('.app{color:red}\n\n.faq{color:blue}');
  });

  it('answers 204 for a page the landing does not draw', async () => {
    const response = await server.inject({
      url: '/page-snapshot?path=/dashboard&host=portal.example&language=en',
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a request without its parameters or with a host that is not a host name', async () => {
    expect((await server.inject({ url: '/page-snapshot?path=/faq' })).statusCode).toBe(400);
    const response = await server.inject({ url: '/page-snapshot?path=/faq&host=a/b&language=en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'host is not a host name' });
  });

  it('turns a request away at once while too many pages wait to be drawn', async () => {
    let release = () => {};
    (globalThis as { releaseSlowPages?: Promise<void> }).releaseSlowPages = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = Array.from({ length: 16 }, () =>
      server.inject({ url: '/page-snapshot?path=/slow&host=portal.example&language=en' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const turnedAway = await server.inject({
      url: '/page-snapshot?path=/faq&host=portal.example&language=en',
    });
    expect(turnedAway.statusCode).toBe(503);
    release();
    expect((await Promise.all(slow)).map((response) => response.statusCode)).toEqual(Array(16).fill(204));
    // Room again once they are drawn.
    const next = await server.inject({ url: '/page-snapshot?path=/faq&host=portal.example&language=en' });
    expect(next.statusCode).toBe(200);
  });

  it('draws nothing from a build without the server bundle', async () => {
    const bare = Fastify();
    await registerLandingPageRenderer(bare, {
      distDir: folder,
      serverBundle: path.join(folder, 'missing.js'),
      apiBaseUrl: 'http://api.internal',
    });
    const response = await bare.inject({ url: '/page-snapshot?path=/faq&host=portal.example&language=en' });
    expect(response.statusCode).toBe(204);
    await bare.close();
  });
});
