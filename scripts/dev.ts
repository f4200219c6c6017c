import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { withLocalDevelopmentEnvironment } from './lib/local-environment.ts';
import { bootstrapTokenNotice } from './lib/local-secrets.ts';
import { bin, repoRoot, run } from './lib/run.ts';
import { APP_PORTS, FRONTEND_APPS } from './serve/apps.ts';

/**
 * `npm run dev`: the api restarting on change and a webpack dev server per app, each on the port it has
 * in production. One remote alone: `npm run dev -w mf-trader` (its standalone page).
 */
const env = withLocalDevelopmentEnvironment(process.env);
await run(process.execPath, ['api/src/cli/migrate.ts'], { env });
await run(process.execPath, ['api/src/cli/seed.ts'], { env });

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'api/src/server.ts'], { cwd: repoRoot, env, stdio: 'inherit' }),
  ...FRONTEND_APPS.map((app) =>
    spawn(bin('webpack'), ['serve', '--mode', 'development'], {
      cwd: path.join(repoRoot, app.dir),
      env,
      stdio: 'inherit',
    }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`\nPropDesk dev servers starting: open http://localhost:${APP_PORTS.shell}\n`);
console.log(bootstrapTokenNotice(env, `http://localhost:${APP_PORTS.shell}/admin/auth`));
