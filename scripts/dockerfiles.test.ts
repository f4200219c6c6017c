import { describe, expect, it } from '@jest/globals';
import {
  API_DOCKERFILE,
  argsOf,
  copiedFromBuild,
  DOCKERFILES,
  FRONTEND_DOCKERFILE,
  importClosure,
  parseDockerfile,
  runtimeStage,
} from './deployment/dockerfile.ts';
import { readRepoFile } from './deployment/repo-file.ts';
import { APP_PORTS } from './serve/apps.ts';
import { API_ALLOCATOR_ENVIRONMENT, API_HEAP_FLAGS, JEMALLOC_LIBRARY } from '../api/src/config/heap-flags.ts';

/*
 * CI has no Docker engine, so the Dockerfiles are checked by reading them: every image is built the
 * same careful way, and the front-end image carries every file and package its server loads.
 */

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

  it('gives the api the heap limits and allocator settings the repository runs it with', () => {
    if (!isApi) return;
    const environment = argsOf(runtime, 'ENV');
    expect(environment).toContain(`NODE_OPTIONS="${API_HEAP_FLAGS.join(' ')}"`);
    for (const [name, value] of Object.entries(API_ALLOCATOR_ENVIRONMENT)) {
      expect(environment).toContain(`${name}=${value}`);
    }
    // jemalloc installed from the distribution and preloaded by name.
    expect(argsOf(runtime, 'RUN').join(' ')).toContain(
      'apt-get install -y --no-install-recommends libjemalloc2',
    );
    expect(environment).toContain(`LD_PRELOAD=${JEMALLOC_LIBRARY}`);
  });

  it("fills Node's compile cache for the api with every module a start loads, writable by its user", () => {
    if (!isApi) return;
    const folder = argsOf(runtime, 'ENV')
      .find((value) => value.startsWith('NODE_COMPILE_CACHE='))
      ?.slice('NODE_COMPILE_CACHE='.length);
    expect(folder).toMatch(/^\/app\//);
    const commands = argsOf(runtime, 'RUN').join('\n');
    expect(commands).toContain(`node --input-type=module -e "await import('./api/src/server.ts')"`);
    expect(commands).toContain(`chown -R node:node ${folder}`);
    // server.ts starts the api only as the entry point, so importing it loads without starting.
    expect(readRepoFile('api/src/server.ts')).toContain('if (import.meta.main) await serve();');
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
    expect(closure.packages).toEqual(expect.arrayContaining(['fastify', 'valibot']));
  });

  it('builds the app for production, with a server bundle folder for every app (mf-landing fills it)', () => {
    expect(argsOf(buildStage, 'RUN')).toContain(
      'cd ${APP} && npx webpack --mode production && mkdir -p dist-server',
    );
  });

  it('copies every file the server loads, and the build', () => {
    const copied = copiedFromBuild(runtime);
    expect(copied).toContain('${APP}/dist');
    expect(copied).toContain('${APP}/dist-server');
    // Read, not imported: the stylesheets the shell's server paints its first screens with
    // (page-base.css, skip-link.css), in the folder of the plain pieces it imports.
    expect(copied).toContain('shared/src/ui-plain');
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
