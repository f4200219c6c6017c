import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../lib/run.ts';
import { API_HEAP_FLAGS } from '../../api/src/config/heap-flags.ts';
import { apiProcessEnvironment } from '../lib/api-environment.ts';
import { APP_PORTS, FRONTEND_APPS } from './apps.ts';

export const SERVERS_FILE = path.join(repoRoot, '.run', 'servers.json');

interface ServerSpec {
  name: string;
  port: number;
  args: string[];
  /** Added to the environment every server gets. */
  env?: Readonly<Record<string, string>>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host: 'localhost' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answered on port ${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/**
 * Starts the api and every front-end app as separate processes, each on its own port, like separate
 * deployments: one of them stopping (or crashing) leaves the others serving. The shell starts last,
 * so once it answers the whole portal does. PIDs go to .run/servers.json for tools and e2e tests.
 */
export interface RunningServers {
  children: ChildProcess[];
  /** Stops every server; exits that follow are expected and not reported. */
  stop(): void;
}

export async function startServers(env: NodeJS.ProcessEnv): Promise<RunningServers> {
  const specs: ServerSpec[] = [
    {
      name: 'api',
      port: APP_PORTS.api,
      args: [...API_HEAP_FLAGS, path.join(repoRoot, 'api/src/server.ts')],
      env: apiProcessEnvironment(),
    },
    ...[...FRONTEND_APPS].reverse().map((app) => ({
      name: app.dir,
      port: APP_PORTS[app.dir],
      args: [path.join(repoRoot, 'scripts/serve/serve-app.ts'), app.dir],
    })),
  ];
  const children: ChildProcess[] = [];
  let isStopping = false;
  const pids: Record<string, { pid: number; port: number }> = {};
  for (const spec of specs) {
    const child = spawn(process.execPath, spec.args, {
      cwd: repoRoot,
      env: { ...env, ...spec.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    child.on('exit', (code, signal) => {
      // The others keep serving: one app going down must not take the portal with it.
      if (!isStopping) console.error(`${spec.name} stopped (${signal ?? `exit ${code}`})`);
    });
    await waitForPort(spec.port, 30_000);
    pids[spec.name] = { pid: child.pid ?? -1, port: spec.port };
  }
  mkdirSync(path.dirname(SERVERS_FILE), { recursive: true });
  writeFileSync(SERVERS_FILE, `${JSON.stringify(pids, null, 2)}\n`);
  return {
    children,
    stop: () => {
      isStopping = true;
      for (const child of children) child.kill('SIGTERM');
    },
  };
}

export function stopOnSignals(servers: RunningServers): void {
  const stop = () => {
    servers.stop();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
