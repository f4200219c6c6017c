/**
 * `node startup-packages.ts`: prints, as a JSON array, the npm packages an api instance holds once it is
 * built and ready (the app server.ts builds, on the database the environment names, without listening).
 * startup-packages.test.ts runs it in a process of its own, since Jest's module system is not Node's, to
 * check that packages only some requests need are loaded by those requests and not at start-up.
 */
import { registerHooks } from 'node:module';

const NODE_MODULES = '/node_modules/';
const packages = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    const at = result.url.lastIndexOf(NODE_MODULES);
    if (at >= 0) {
      const [scope = '', name = ''] = result.url.slice(at + NODE_MODULES.length).split('/');
      packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
    }
    return result;
  },
});

// Imported after the hook is in place, so that every module the app loads passes through it.
const { buildApp } = await import('../app.ts');
const { loadConfig } = await import('../config/load-config.ts');
const { createServingOrm } = await import('../db/create-orm.ts');
const { ENTITIES } = await import('../entities.ts');

const { config } = loadConfig();
const orm = createServingOrm(config.database, ENTITIES);
const app = await buildApp(config, { orm });
await app.ready();
process.stdout.write(`${JSON.stringify([...packages].sort())}\n`);
await app.close();
await orm.close();
