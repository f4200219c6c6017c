import path from 'node:path';
import { compileCacheEnvironment } from '../../scripts/lib/api-environment.ts';
import { withLocalDevelopmentEnvironment } from '../../scripts/lib/local-environment.ts';
import { repoRoot } from '../../scripts/lib/run.ts';
import { benchOptions } from '../api/bench-options.ts';
import { cpuMicrosOf } from './cpu-time.ts';
import { loadUrl, type TLoad } from './load.ts';
import { formatResultsTable, type TRowResult } from './results-table.ts';
import { runApiRows } from './api-rows.ts';
import { startServerProcess } from './server-process.ts';

/**
 * `npm run bench:http [-- --duration=8] [-- --connections=32]`: requests per second, p50 and p99 of a
 * bare Fastify hello-world and of the api's hot reads on SQLite and on PostgreSQL (demo data, the demo
 * trader signed in), with the SQL statements one request sends, the CPU time one request costs the server
 * and the PostgreSQL server (the load generator's speed left out: it shares this machine's cores and
 * moves hello's figure by half from one run to the next), and the api's memory after each row. The
 * last row of each database is a reference: the account page's statement alone behind a bare Fastify
 * route (account-read-server.ts), what a get-by-id costs before any of the api's request handling.
 * Every server and database it starts is removed at the end, Ctrl-C included.
 *
 * For profiling: `--drivers=postgresql` and `--rows=accounts/:id` (substrings, comma-separated) narrow the
 * run, and `--cpu-prof` writes each api process's CPU profile to bench/.profiles (read it with
 * bench/cpu-profile-summary.ts).
 */
const options = benchOptions();
const listOption = (name: string): string[] =>
  (options.text(name) ?? '').split(',').filter((part) => part !== '');
const drivers = listOption('drivers');
const rowFilter = listOption('rows');
const execArgv = [
  ...(options.has('cpu-prof')
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench', '.profiles')}`]
    : []),
  // Experiments with V8's heap: `--node-flags="--max-semi-space-size=8 --max-old-space-size=160"`.
  ...listOption('node-flags').flatMap((flags) => flags.split(' ')),
];
const load: TLoad = {
  connections: options.count('connections', 32),
  durationSeconds: options.count('duration', 8),
};
// Every request comes from one address, so the general per-IP limit (300 a minute) would answer 429s.
const RATE_LIMIT_MAX = '1000000000';

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup !== undefined; cleanup = cleanups.pop()) {
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}
process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

const serverScript = (name: string) => path.join(repoRoot, 'bench', 'http', name);
const env = withLocalDevelopmentEnvironment({
  ...process.env,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX,
});

console.log(
  `bench:http — ${load.connections} connections, ${load.durationSeconds} s per row after a 1 s warm-up; ` +
    `api with RATE_LIMIT_MAX=${RATE_LIMIT_MAX} (one client address), no load shedding, no background jobs`,
);
const results: TRowResult[] = [];
try {
  // With the compile cache the api runs with, so hello too runs without the type-stripping compiler.
  const hello = await startServerProcess(serverScript('hello-server.ts'), {
    ...env,
    ...compileCacheEnvironment(),
  });
  cleanups.push(hello.stop);
  console.log('  hello …');
  const helloLoad = await loadUrl(hello.url, {}, load, () => ({
    server: cpuMicrosOf(hello.pid),
    database: undefined,
  }));
  const { rssBytes = Number.NaN } = await hello.ask({ kind: 'rss' });
  results.push({ row: 'hello', database: '—', statements: null, rssBytes, ...helloLoad });
  await hello.stop();

  for (const driver of ['sqlite', 'postgresql'] as const) {
    if (drivers.length > 0 && !drivers.includes(driver)) continue;
    results.push(
      ...(await runApiRows({
        driver,
        env,
        load,
        execArgv,
        rowFilter,
        serverScript: serverScript('api-server.ts'),
        onCleanup: (cleanup) => cleanups.push(cleanup),
      })),
    );
  }
  console.log(`\n${formatResultsTable(results)}`);
} finally {
  await cleanUp();
}
