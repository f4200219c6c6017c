import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { APP_PORTS, type FrontendAppDir } from './apps.ts';
import { cacheControlFor, REVALIDATE } from './cache-policy.ts';
import { buildEmbedConfig, buildRemotesConfig } from './runtime-config.ts';
import {
  PAGE_SECURITY_HEADERS,
  responseSecurityHeaders,
  shellContentSecurityPolicy,
} from './security-headers.ts';
import { createFirstScreenSource } from './first-screen/first-screen-source.ts';
import { registerLandingPageRenderer } from './page-snapshot/landing-page-renderer.ts';
import { FIRST_SCREEN_SCRIPT_HASH, withAppScriptsHeld } from './first-screen/first-screen-script.ts';
import { withFirstScreen } from './first-screen/render-first-screen.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface AppServerOptions {
  app: FrontendAppDir;
  port?: number;
  host?: string;
  /** Origins allowed to load a remote's files (the shell and tenant hosts). */
  allowedOrigins?: string[];
  env?: Record<string, string | undefined>;
  /** The production build to serve; `<app>/dist` unless given (tests serve a fixture). */
  distDir?: string;
}

function defaultAllowedOrigins(env: Record<string, string | undefined>): string[] {
  const configured = env.SHELL_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return configured?.length
    ? configured
    : [`http://localhost:${APP_PORTS.shell}`, `http://127.0.0.1:${APP_PORTS.shell}`];
}

/** The path of a request's URL, without its query or hash. */
function pathnameOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '/';
}

/**
 * Serves one front-end app's production build from its own origin: hashed files cached forever,
 * entry files revalidated, gzip/brotli, CORS for the shell, a permissions policy on every response and
 * HSTS in production (NODE_ENV=production, see security-headers.ts). The shell also gets remotes.json and a
 * history fallback so deep links (/accounts/42) load the app.
 */
export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const root = options.distDir ?? path.join(repoRoot, options.app, 'dist');
  if (!existsSync(root)) throw new Error(`${options.app} has no production build at ${root}`);
  const isShell = options.app === 'shell';

  // forceCloseConnections: otherwise close() can wait 30 s on a browser's keep-alive sockets.
  const server = Fastify({ logger: { level: env.LOG_LEVEL ?? 'warn' }, forceCloseConnections: true });
  await server.register(fastifyCompress, { global: true });
  if (!isShell) {
    await server.register(fastifyCors, { origin: options.allowedOrigins ?? defaultAllowedOrigins(env) });
  }
  const securityHeaders = responseSecurityHeaders(env);
  server.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  await server.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
    // The shell's index.html is also the history fallback below; a directory index is never needed.
    index: isShell ? 'index.html' : false,
    wildcard: true,
  });

  if (options.app === 'mf-landing') {
    const embedConfig = buildEmbedConfig(env);
    // Read by embed.js on any firm's page: public, the same for everyone, so any origin may read it.
    server.get('/embed-config.json', async (_request, reply) => {
      reply.header('cache-control', REVALIDATE).header('access-control-allow-origin', '*');
      return embedConfig;
    });
    await registerLandingPageRenderer(server, {
      distDir: root,
      serverBundle: path.join(root, '..', 'dist-server', 'render-page.js'),
      // Containers reach the api by an internal name the browser never sees.
      apiBaseUrl: env.FIRST_SCREEN_API_URL ?? buildRemotesConfig(env).apiBaseUrl,
    });
  }

  if (isShell) {
    const remotesConfig = buildRemotesConfig(env);
    server.addHook('onSend', async (request, reply) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      if (!reply.hasHeader('content-security-policy')) {
        reply.header(
          'content-security-policy',
          shellContentSecurityPolicy(remotesConfig, { pathname: pathnameOf(request.url) }),
        );
      }
      reply.headers(PAGE_SECURITY_HEADERS);
    });
    registerLandingPages(server, path.join(root, 'index.html'), remotesConfig, env);
    server.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', REVALIDATE);
      return remotesConfig;
    });
    server.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
      if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
      reply.header('cache-control', REVALIDATE);
      return reply.sendFile('index.html');
    });
  }
  return server;
}

/**
 * The reader's language, from the cookie the portal's i18n keeps beside its localStorage record; English
 * without one. The landing's server refuses a language the portal does not have (no first screen then).
 */
function readerLanguage(cookieHeader: string | undefined): string {
  return /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1] ?? 'en';
}

/** The public pages whose HTML carries the page itself, drawn on the server. */
const PAGES_WITH_FIRST_SCREEN = [
  '/',
  '/landing',
  '/client/:orgSlug',
  '/faq',
  '/privacy-policy',
  '/terms',
  '/risk-disclosure',
  '/cookies',
];

/**
 * The landing's public pages carry their first screen in their HTML (scripts/serve/first-screen): the
 * page as mf-landing's server draws it, so a phone on a slow network paints it (its largest contentful
 * paint) with the HTML instead of after every script. Without it (the landing or the api not answering
 * yet) the page is served as it is.
 */
function registerLandingPages(
  server: FastifyInstance,
  indexFile: string,
  remotesConfig: ReturnType<typeof buildRemotesConfig>,
  env: Record<string, string | undefined>,
): void {
  const indexHtml = readFileSync(indexFile, 'utf8');
  // With its first screen, a page starts its scripts when a reader shows up (first-screen-script.ts).
  const heldIndexHtml = withAppScriptsHeld(indexHtml);
  const landing = remotesConfig.remotes.find((remote) => remote.name === 'mf_landing');
  if (landing === undefined) return;
  const firstScreen = createFirstScreenSource({
    // Containers reach the landing and the api by internal names the browser never sees.
    landingBaseUrl: env.FIRST_SCREEN_LANDING_URL ?? new URL('.', landing.entry).href,
    apiBaseUrl: env.FIRST_SCREEN_API_URL ?? remotesConfig.apiBaseUrl,
    portalHost: new URL(buildEmbedConfig(env).portalUrl).hostname,
  });
  for (const url of PAGES_WITH_FIRST_SCREEN) {
    server.get<{ Params: { orgSlug?: string } }>(url, async (request, reply) => {
      const pathname = pathnameOf(request.url);
      const fragment = await firstScreen.forPage({
        host: request.headers.host ?? '',
        path: pathname,
        language: readerLanguage(request.headers.cookie),
        ...(request.params.orgSlug === undefined ? {} : { slug: request.params.orgSlug }),
      });
      // Drawn in the language of the reader's cookie: a cache keeps one copy per cookie.
      reply.header('cache-control', REVALIDATE).header('vary', 'cookie').type('text/html; charset=utf-8');
      if (fragment === null) return indexHtml;
      reply.header(
        'content-security-policy',
        shellContentSecurityPolicy(remotesConfig, {
          pathname,
          inlineScriptHashes: [FIRST_SCREEN_SCRIPT_HASH],
        }),
      );
      return withFirstScreen(heldIndexHtml, fragment);
    });
  }
}

export async function startAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const server = await createAppServer(options);
  await server.listen({ port: options.port ?? APP_PORTS[options.app], host: options.host ?? 'localhost' });
  return server;
}

if (import.meta.main) {
  // The app comes from the argument, or from APP (the container image sets it).
  const app = (process.argv[2] ?? process.env.APP) as FrontendAppDir | undefined;
  if (!app || !(app in APP_PORTS)) {
    process.stderr.write('usage: node scripts/serve/serve-app.ts <shell|mf-landing|…> [build folder]\n');
    process.exit(2);
  }
  // A build other than <app>/dist: another release of the app, served in its place.
  const distDir = process.argv[3];
  const server = await startAppServer({ app, host: process.env.HOST ?? 'localhost', distDir });
  const close = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
