import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { loadConfig } from '../api/src/config/load-config.ts';
import { REMOTE_NAMES } from '../shared/src/federation/remotes.ts';
import { APP_PORTS, FRONTEND_APPS, type FrontendAppDir } from './serve/apps.ts';
import { buildRemotesConfig } from './serve/runtime-config.ts';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './serve/security-headers.ts';

/*
 * CI has no Docker engine, so docker-compose.yml, edge.nginx.conf and the Dockerfiles are checked by
 * reading them: every service is there and wired to the others, the edge routes to the right ports,
 * no secret is written down, and every image is built the same careful way.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const readRepoFile = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml

type TEnvironment = Record<string, string | number | boolean | null>;

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: TEnvironment;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test?: string[] | string; disable?: boolean };
  ports?: string[];
  expose?: (string | number)[];
  volumes?: string[];
}

interface ComposeFile {
  version?: unknown;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** Finds the `}` that closes the `${` opening at `start`, nested `${...}` included. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text.startsWith('${', index)) {
      depth += 1;
      index += 1;
    } else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`Unclosed \${ in ${text}`);
}

/**
 * Compose's interpolation (`${VAR}`, `${VAR:-default}`, `${VAR:?message}`, nested), enough to see the
 * values a stack started with only the required variables would get.
 */
function interpolate(text: string, variables: Record<string, string>): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const start = text.indexOf('${', index);
    if (start === -1) return result + text.slice(index);
    const end = closingBrace(text, start);
    result += text.slice(index, start);
    const expression = text.slice(start + 2, end);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])(.*))?$/s.exec(expression);
    if (!match) throw new Error(`Unsupported interpolation \${${expression}}`);
    const [, name = '', operator, operand = ''] = match;
    const value = variables[name];
    const isSet = operator?.startsWith(':') ? Boolean(value) : value !== undefined;
    if (isSet) result += value;
    else if (operator?.endsWith('-')) result += interpolate(operand, variables);
    else if (operator?.endsWith('?')) throw new Error(`${name}: ${operand}`);
    index = end + 1;
  }
  return result;
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as ComposeFile;
const services = compose.services;

/** The variables compose refuses to start without, set to stand-ins, and nothing else. */
const REQUIRED_VARIABLES = {
  JWT_SECRET: 'x'.repeat(48),
  COOKIE_SECRET: 'y'.repeat(48),
  MFA_ENCRYPTION_KEY: 'z'.repeat(48),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(48),
  POSTGRES_PASSWORD: 'stand-in',
};

function service(name: string): ComposeService {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** A service's environment as the container would see it with default settings. */
function environmentOf(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value ?? ''), REQUIRED_VARIABLES),
    ]),
  );
}

function healthcheckCommand(name: string): string {
  const test = service(name).healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

/** With default settings the portal is reached at the edge's published port on this machine. */
const [EDGE_HOST_PORT, EDGE_CONTAINER_PORT] = interpolate(service('edge').ports?.[0] ?? '', {}).split(':');
const PUBLIC_ORIGIN = `http://localhost:${EDGE_HOST_PORT}`;
const FRONTEND_DIRS: FrontendAppDir[] = FRONTEND_APPS.map((app) => app.dir);

// ---------------------------------------------------------------------------------------------------
// edge.nginx.conf

interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

/** nginx's configuration syntax: words and quoted strings, `;`-ended directives, `{}` blocks, `#` comments. */
function parseNginx(text: string): NginxDirective[] {
  const tokens = [...text.matchAll(/#[^\n]*|'[^']*'|"[^"]*"|[{};]|[^\s{};'"#]+/g)]
    .map(([token]) => token)
    .filter((token) => !token.startsWith('#'));
  let position = 0;
  const parseBlock = (): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    while (position < tokens.length) {
      const name = tokens[position++] ?? '';
      if (name === '}') return directives;
      const args: string[] = [];
      let token = tokens[position++];
      while (token !== undefined && token !== ';' && token !== '{') {
        args.push(token.replace(/^(['"])(.*)\1$/s, '$2'));
        token = tokens[position++];
      }
      if (token === undefined) throw new Error(`nginx directive "${name}" is not terminated`);
      directives.push(token === '{' ? { name, args, block: parseBlock() } : { name, args });
    }
    return directives;
  };
  return parseBlock();
}

const edgeConfig = parseNginx(readRepoFile('edge.nginx.conf'));

function allDirectives(directives: NginxDirective[]): NginxDirective[] {
  return directives.flatMap((directive) => [directive, ...allDirectives(directive.block ?? [])]);
}

const edgeServer = edgeConfig.find((directive) => directive.name === 'server')?.block ?? [];

/** Where the edge sends a location: the upstream's servers and whether the matched prefix is kept. */
function routeOf(prefix: string): { servers: string[]; keepsPrefix: boolean } {
  const location = edgeServer.find(
    (directive) =>
      directive.name === 'location' && directive.args.length === 1 && directive.args[0] === prefix,
  );
  if (!location) throw new Error(`edge.nginx.conf has no "location ${prefix}"`);
  const proxyPass = location.block?.find((directive) => directive.name === 'proxy_pass')?.args[0];
  const target = proxyPass ? /^http:\/\/([^/]+)(\/.*)?$/.exec(proxyPass) : null;
  if (!target) throw new Error(`location ${prefix} has no plain http proxy_pass`);
  const [, host = '', uri] = target;
  const upstream = edgeConfig.find(
    (directive) => directive.name === 'upstream' && directive.args[0] === host,
  );
  const servers = upstream
    ? (upstream.block ?? [])
        .filter((directive) => directive.name === 'server')
        .map(({ args }) => args[0] ?? '')
    : [host];
  return { servers, keepsPrefix: uri === undefined };
}

// ---------------------------------------------------------------------------------------------------
// Dockerfiles

interface DockerInstruction {
  keyword: string;
  args: string;
}

function parseDockerfile(text: string): DockerInstruction[][] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages: DockerInstruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile starts with ${instruction.keyword} instead of FROM`);
    stage.push(instruction);
  }
  return stages;
}

const API_DOCKERFILE = 'api/Dockerfile';
/** One Dockerfile builds every front-end app; the APP build argument picks which. */
const FRONTEND_DOCKERFILE = 'frontend.Dockerfile';
const DOCKERFILES = [API_DOCKERFILE, FRONTEND_DOCKERFILE];

function runtimeStage(dockerfile: string): DockerInstruction[] {
  const stages = parseDockerfile(readRepoFile(dockerfile));
  return stages.at(-1) ?? [];
}

function argsOf(stage: DockerInstruction[], keyword: string): string[] {
  return stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
}

/** The /app paths a stage copies from the build stage. */
function copiedFromBuild(stage: DockerInstruction[]): string[] {
  return argsOf(stage, 'COPY')
    .filter((args) => args.startsWith('--from=build '))
    .map((args) => args.split(/\s+/)[1] ?? '')
    .filter((source) => source.startsWith('/app/'))
    .map((source) => source.slice('/app/'.length).replace(/\/$/, ''));
}

/** The modules a file imports at run time (type-only imports are erased by Node's type stripping). */
function runtimeImports(file: string): string[] {
  const source = readRepoFile(file);
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map(
    ([, specifier = '']) => specifier,
  );
}

/** Every repository file and npm package a script loads, following its relative imports. */
function importClosure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(path.posix.join(path.posix.dirname(file), specifier));
      else if (!specifier.startsWith('node:')) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
      }
    }
  };
  visit(entry);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

// ---------------------------------------------------------------------------------------------------

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

describe.each(DOCKERFILES)('%s', (dockerfile) => {
  const stages = parseDockerfile(readRepoFile(dockerfile));
  const runtime = runtimeStage(dockerfile);
  const isApi = dockerfile === API_DOCKERFILE;

  it('builds in one stage and runs from a fresh node:24 stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]?.args).toMatch(/^node:24[-.\w]*(\s+AS\s+\w+)?$/i);
  });

  it('runs as a non-root user, with a healthcheck and the port of scripts/serve/apps.ts', () => {
    const user = argsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const healthchecks = argsOf(runtime, 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]).not.toMatch(/^NONE$/i);
    expect(healthchecks[0]).toContain(isApi ? '/api/readyz' : "'http://127.0.0.1:' + process.env.PORT");
    expect(argsOf(runtime, 'EXPOSE')).toEqual([isApi ? String(APP_PORTS.api) : '${PORT}']);
  });

  it('tells the server which app to serve', () => {
    if (isApi) return;
    expect(argsOf(runtime, 'ENV').join(' ')).toContain('APP=${APP}');
  });

  it('starts the server the way the repository does', () => {
    const command = JSON.parse(argsOf(runtime, 'CMD').at(-1) ?? 'null') as unknown;
    expect(command).toEqual(isApi ? ['node', 'api/src/server.ts'] : ['node', 'scripts/serve/serve-app.ts']);
  });
});

describe(`${FRONTEND_DOCKERFILE} runtime stage`, () => {
  const runtime = runtimeStage(FRONTEND_DOCKERFILE);
  const buildStage = parseDockerfile(readRepoFile(FRONTEND_DOCKERFILE))[0] ?? [];
  const closure = importClosure('scripts/serve/serve-app.ts');

  it('follows the imports of the server (a check of this test itself)', () => {
    expect(closure.files).toContain('shared/src/federation/remotes.ts');
    expect(closure.packages).toEqual(expect.arrayContaining(['fastify', 'zod']));
  });

  it('builds the app for production', () => {
    expect(argsOf(buildStage, 'RUN')).toContain('cd ${APP} && npx webpack --mode production');
  });

  it('copies every file the server loads, and the build', () => {
    const copied = copiedFromBuild(runtime);
    expect(copied).toContain('${APP}/dist');
    for (const file of closure.files) {
      expect({ file, copied: copied.some((source) => file.startsWith(`${source}/`)) }).toEqual({
        file,
        copied: true,
      });
    }
  });

  it('installs every package the server imports', () => {
    const serverPackages = argsOf(buildStage, 'ARG')
      .find((args) => args.startsWith('SERVER_PACKAGES='))
      ?.replace(/^SERVER_PACKAGES="(.*)"$/, '$1')
      .split(',')
      .map((selector) => selector.trim().replace(/^#/, ''));
    expect(serverPackages?.sort()).toEqual(closure.packages);
  });
});
