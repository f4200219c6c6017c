import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
/** mf-landing's dist-server/render-page.js (mf-landing/src/server/render-page.tsx). */
type TRenderPage = (request: {
  path: string;
  host: string;
  language: string;
  apiBaseUrl: string;
}) => Promise<{ html: string; meta: PageSnapshot['meta'] } | null>;

/** What the shell's server receives for a page: its markup and the styles it is drawn with. */
export interface PageSnapshot {
  html: string;
  /** The page's title and description in its language, for its head. */
  meta: { title: string; description: string } | null;
  /**
   * The landing's stylesheets' text, to go inline with the markup: linked instead, they would hold the
   * first paint for more round trips to another origin.
   */
  css: string;
}

const HOST_PATTERN = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/**
 * Pages drawn one at a time; beyond this many waiting, a request is turned away (503) at once, so a
 * flood of distinct pages can neither queue without end nor hold up the files this server serves. The
 * shell's server then serves the page without its first screen.
 */
const MAX_WAITING = 16;

/** The text of every stylesheet of the landing's exposed app, its pages' chunks included (mf-manifest.json). */
function landingStyles(distDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
  };
  const app = manifest.exposes.find((expose) => expose.name === 'App');
  const files = app ? [...new Set([...app.assets.css.sync, ...app.assets.css.async])] : [];
  // Source map comments point next to the files, which the inline copy is not.
  return files
    .map((file) =>
      readFileSync(path.join(distDir, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''),
    )
    .join('\n');
}

/**
 * `GET /page-snapshot?path=/faq&host=…&language=en` on mf-landing's server: the page drawn by the
 * landing's server bundle (dist-server/render-page.js) from the api's public answers, for the shell's
 * server to put in the page's HTML. 204 when there is nothing to draw (not a landing page, the api not
 * answering what the page needs, or a build without the bundle).
 */
export async function registerLandingPageRenderer(
  server: FastifyInstance,
  options: { distDir: string; serverBundle: string; apiBaseUrl: string },
): Promise<void> {
  const renderPage = existsSync(options.serverBundle)
    ? ((await import(pathToFileURL(options.serverBundle).href)) as { renderPage: TRenderPage }).renderPage
    : null;
  const css = renderPage ? landingStyles(options.distDir) : '';
  let waiting = 0;
  server.get('/page-snapshot', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const { path: pagePath, host, language } = query;
    if (typeof pagePath !== 'string' || typeof host !== 'string' || typeof language !== 'string') {
      return reply.code(400).send({ error: 'path, host and language are required' });
    }
    if (!HOST_PATTERN.test(host)) return reply.code(400).send({ error: 'host is not a host name' });
    reply.header('cache-control', 'no-store');
    if (renderPage === null) return reply.code(204).send();
    if (waiting >= MAX_WAITING) return reply.code(503).send({ error: 'busy drawing other pages' });
    waiting += 1;
    const page = await renderPage({
      path: pagePath,
      host: host.replace(/:\d+$/, '').toLowerCase(),
      language,
      apiBaseUrl: options.apiBaseUrl,
    })
      .catch((error: unknown) => {
        request.log.warn({ err: error, path: pagePath }, 'the landing page could not be drawn on the server');
        return null;
      })
      .finally(() => {
        waiting -= 1;
      });
    if (page === null) return reply.code(204).send();
    const snapshot: PageSnapshot = { html: page.html, meta: page.meta, css };
    return snapshot;
  });
}
