import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../api/src/config/load-config.ts';
import { REMOTE_NAMES } from '../shared/src/federation/remotes.ts';
import {
  compose,
  EDGE_CONTAINER_PORT,
  environmentOf,
  FRONTEND_DIRS,
  healthcheckCommand,
  interpolate,
  PUBLIC_ORIGIN,
  REQUIRED_VARIABLES,
  service,
  services,
} from './deployment/compose-file.ts';
import { FRONTEND_DOCKERFILE } from './deployment/dockerfile.ts';
import { allDirectives, edgeConfig, edgeServer, routeOf } from './deployment/edge-config.ts';
import { repoRoot } from './deployment/repo-file.ts';
import { APP_PORTS, type FrontendAppDir } from './serve/apps.ts';
import { buildRemotesConfig } from './serve/runtime-config.ts';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './serve/security-headers.ts';

/*
 * CI has no Docker engine, so docker-compose.yml and edge.nginx.conf are checked by reading them: every
 * service is there and wired to the others, the edge routes to the right ports, and no secret is
 * written down. The images are checked in dockerfiles.test.ts.
 */

describe('docker-compose.yml', () => {
  it('follows the Compose specification without the obsolete version key', () => {
    expect(compose.version).toBeUndefined();
  });

  it('defines the databases, the mail catcher, the migration job, the api, every front end and the edge', () => {
    const required = ['postgres', 'redis', 'mailpit', 'migrate', 'api', 'edge', ...FRONTEND_DIRS];
    expect(Object.keys(services)).toEqual(expect.arrayContaining(required));
  });

  it('builds every image from a context and Dockerfile that exist', () => {
    for (const [name, { build }] of Object.entries(services)) {
      if (!build) continue;
      const context = path.resolve(repoRoot, build.context);
      expect({ name, context: existsSync(context) }).toEqual({ name, context: true });
      expect({ name, dockerfile: existsSync(path.join(context, build.dockerfile)) }).toEqual({
        name,
        dockerfile: true,
      });
    }
  });

  it('keeps PostgreSQL on a named volume and reports it healthy with pg_isready', () => {
    const postgres = service('postgres');
    expect(postgres.image).toBe('postgres:16-alpine');
    expect(healthcheckCommand('postgres')).toContain('pg_isready');
    const volume = postgres.volumes?.find((entry) => entry.endsWith(':/var/lib/postgresql/data'));
    expect(volume).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(volume?.split(':')[0]);
  });

  it('runs Redis with a healthcheck and the mail catcher on SMTP 1025 with its UI on 8025', () => {
    expect(service('redis').image).toMatch(/^redis:7-alpine$/);
    expect(healthcheckCommand('redis')).toContain('ping');
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit(:|$)/);
    expect(service('mailpit').ports?.some((port) => port.endsWith(':8025'))).toBe(true);
    expect(environmentOf('api').SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('migrates, then seeds, with the api image once PostgreSQL is healthy', () => {
    const migrate = service('migrate');
    expect(migrate.build).toEqual(service('api').build);
    const command = [migrate.command ?? []].flat().join(' ');
    const migrateAt = command.indexOf('api/src/cli/migrate.ts');
    expect(migrateAt).toBeGreaterThanOrEqual(0);
    expect(command.indexOf('api/src/cli/seed.ts')).toBeGreaterThan(migrateAt);
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(new URL(environmentOf('migrate').DATABASE_URL ?? '').hostname).toBe('postgres');
    // A job that exits must not be restarted or wait to become healthy.
    expect(migrate.healthcheck?.disable).toBe(true);
  });

  it('runs two api replicas once the migration succeeded and PostgreSQL and Redis are healthy', () => {
    const api = service('api');
    expect(api.deploy?.replicas).toBe(2);
    expect(api.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(api.depends_on?.redis?.condition).toBe('service_healthy');
    // A published port would clash between the replicas: the edge reaches them over the network.
    expect(api.ports ?? []).toEqual([]);
    expect(healthcheckCommand('api')).toContain(`:${APP_PORTS.api}/api/readyz`);
  });

  it('configures the api for production behind the edge', () => {
    const environment = environmentOf('api');
    expect(environment).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: PUBLIC_ORIGIN,
      REDIS_URL: 'redis://redis:6379',
    });
    expect(new URL(environment.DATABASE_URL ?? '').hostname).toBe('postgres');
    expect(environment.DATABASE_URL).toBe(environmentOf('migrate').DATABASE_URL);
  });

  it('gives the api an environment its production checks accept, with mail going to the catcher', () => {
    // load-config.ts refuses to start in production without the secrets and SMTP_URL.
    const { config } = loadConfig(environmentOf('api'));

    expect(config.nodeEnv).toBe('production');
    expect(config.mail.smtpUrl).toBe('smtp://mailpit:1025');
  });

  it('never writes a secret down: each one is required from the environment', () => {
    for (const [name, { environment }] of Object.entries(services)) {
      for (const [key, value] of Object.entries(environment ?? {})) {
        if (!/SECRET|PASSWORD|TOKEN|_KEY$/.test(key)) continue;
        expect({ service: name, key, value }).toEqual({
          service: name,
          key,
          value: expect.stringMatching(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/),
        });
      }
    }
    const api = service('api').environment ?? {};
    const secrets = ['JWT_SECRET', 'COOKIE_SECRET', 'MFA_ENCRYPTION_KEY', 'PAYMENT_WEBHOOK_SECRET'];
    expect(Object.keys(api)).toEqual(expect.arrayContaining(secrets));
    for (const secret of secrets) expect(() => interpolate(String(api[secret]), {})).toThrow(secret);
    // The database password reaches the api inside DATABASE_URL: only as a reference, never a value.
    const databaseUrl = String(api.DATABASE_URL);
    expect(new URL(interpolate(databaseUrl, REQUIRED_VARIABLES)).password).toBe('stand-in');
  });

  it.each(FRONTEND_DIRS)('builds %s from the front-end Dockerfile with its folder and port', (dir) => {
    const frontend = service(dir);
    expect(frontend.build).toEqual({
      context: '.',
      dockerfile: FRONTEND_DOCKERFILE,
      args: { APP: dir, PORT: String(APP_PORTS[dir]), ...(dir === 'shell' ? { HEALTH_PATH: '/' } : {}) },
    });
    expect((frontend.expose ?? []).map(String)).toEqual([String(APP_PORTS[dir])]);
    expect(environmentOf(dir)).toMatchObject({ HOST: '0.0.0.0', SHELL_ORIGINS: PUBLIC_ORIGIN });
  });

  it("points the shell's remotes.json at the api and at every remote through the edge", () => {
    const environment = environmentOf('shell');
    const remoteKeys = Object.keys(environment).filter((key) => /^REMOTE_.*_URL$/.test(key));
    expect(remoteKeys.sort()).toEqual(REMOTE_NAMES.map((name) => `REMOTE_${name.toUpperCase()}_URL`).sort());

    const remotesConfig = buildRemotesConfig(environment);
    expect(remotesConfig.apiBaseUrl).toBe(PUBLIC_ORIGIN);
    expect(routeOf('/api/')).toEqual({ servers: [`api:${APP_PORTS.api}`], keepsPrefix: true });

    for (const { name, entry } of remotesConfig.remotes) {
      const dir = name.replace('_', '-') as FrontendAppDir;
      const manifest = new URL(entry);
      expect(manifest.origin).toBe(PUBLIC_ORIGIN);
      const prefix = manifest.pathname.replace(/mf-manifest\.json$/, '');
      expect(prefix).toBe(`/remotes/${dir}/`);
      // Stripped prefix: the remote serves its files from its root.
      expect(routeOf(prefix)).toEqual({ servers: [`${dir}:${APP_PORTS[dir]}`], keepsPrefix: false });
    }
  });

  it('publishes one port, the edge, with edge.nginx.conf as its configuration', () => {
    const published = Object.entries(services).filter(([, { ports }]) =>
      (ports ?? []).some((port) => !port.startsWith('127.0.0.1:')),
    );
    expect(published.map(([name]) => name)).toEqual(['edge']);

    const edge = service('edge');
    expect(edge.image).toBe('nginx:1.27-alpine');
    expect(edge.ports).toEqual(['${EDGE_PORT:-8080}:' + EDGE_CONTAINER_PORT]);
    const listen = edgeServer.find((directive) => directive.name === 'listen')?.args[0];
    expect(listen).toBe(EDGE_CONTAINER_PORT);
    expect(edge.volumes).toContain('./edge.nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });
});

describe('edge.nginx.conf', () => {
  it('sends everything that is neither the api nor a remote to the shell', () => {
    expect(routeOf('/')).toEqual({ servers: [`shell:${APP_PORTS.shell}`], keepsPrefix: true });
  });

  it('routes /api/ and each remote to the service and port the compose file runs it on', () => {
    expect(routeOf('/api/')).toEqual({ servers: [`api:${APP_PORTS.api}`], keepsPrefix: true });
    for (const dir of FRONTEND_DIRS.filter((app) => app !== 'shell')) {
      expect(routeOf(`/remotes/${dir}/`)).toEqual({
        servers: [`${dir}:${APP_PORTS[dir]}`],
        keepsPrefix: false,
      });
    }
  });

  it('keeps the landing’s page drawing inside the network: the edge answers 404 for it', () => {
    const blocked = edgeServer.find(
      (directive) =>
        directive.name === 'location' && directive.args.join(' ') === '= /remotes/mf-landing/page-snapshot',
    );
    expect(blocked?.block?.find((directive) => directive.name === 'return')?.args).toEqual(['404']);
  });

  it('only proxies to services of docker-compose.yml', () => {
    const upstreamServers = allDirectives(edgeConfig)
      .filter((directive) => directive.name === 'upstream')
      .flatMap(({ block }) => (block ?? []).filter((directive) => directive.name === 'server'))
      .map(({ args }) => args[0]?.split(':')[0] ?? '');
    expect(upstreamServers.length).toBeGreaterThan(0);
    for (const host of upstreamServers) expect(Object.keys(services)).toContain(host);
  });

  it('compresses and leaves caching to the app servers', () => {
    const directives = allDirectives(edgeConfig);
    expect(directives.find((directive) => directive.name === 'gzip')?.args).toEqual(['on']);
    const caching = directives.filter(
      (directive) =>
        directive.name === 'expires' ||
        (directive.name === 'add_header' && /cache|expires|pragma/i.test(directive.args[0] ?? '')) ||
        directive.name.startsWith('proxy_cache'),
    );
    expect(caching).toEqual([]);
  });

  it('sends HSTS and the permissions policy on every response, exactly once', () => {
    const headerValue = (name: string) =>
      edgeServer
        .filter((directive) => directive.name === 'add_header' && directive.args[0]?.toLowerCase() === name)
        .map(({ args }) => args.slice(1).map((arg) => arg.replace(/^"(.*)"$/s, '$1')));
    // `always`: also on error answers (a 502 while an app restarts, a 404 of the api).
    expect(headerValue('strict-transport-security')).toEqual([[STRICT_TRANSPORT_SECURITY, 'always']]);
    expect(headerValue('permissions-policy')).toEqual([[PERMISSIONS_POLICY, 'always']]);
    const hidden = edgeServer
      .filter((directive) => directive.name === 'proxy_hide_header')
      .map(({ args }) => args[0]?.toLowerCase());
    expect(hidden).toEqual(expect.arrayContaining(['strict-transport-security', 'permissions-policy']));
    // nginx inherits add_header only into a location that has none of its own.
    const locationsWithHeaders = edgeServer
      .filter((directive) => directive.name === 'location')
      .filter(({ block }) => (block ?? []).some((directive) => directive.name === 'add_header'));
    expect(locationsWithHeaders).toEqual([]);
  });

  it('tells the api who the client is and over which scheme it came', () => {
    const headers = edgeServer
      .filter((directive) => directive.name === 'proxy_set_header')
      .map(({ args }) => args[0]?.toLowerCase());
    expect(headers).toEqual(expect.arrayContaining(['x-forwarded-for', 'x-forwarded-proto']));
  });
});
