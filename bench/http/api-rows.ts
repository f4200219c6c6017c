import path from 'node:path';
import { API_HEAP_FLAGS } from '../../api/src/config/heap-flags.ts';
import { apiProcessEnvironment } from '../../scripts/lib/api-environment.ts';
import { DEMO_ACCOUNTS } from '../../api/src/seeders/demo-accounts.ts';
import type { TDatabaseDriver } from '../../api/src/db/config.ts';
import { createBenchDatabase } from './bench-database.ts';
import { cpuMicrosOf, postgresCpuMicros } from './cpu-time.ts';
import { loadUrl, type TLoad } from './load.ts';
import type { TRowResult } from './results-table.ts';
import type { TInjectedRequest } from './server-messages.ts';
import { startServerProcess, type TServerProcess } from './server-process.ts';

type TApiRowsOptions = {
  driver: TDatabaseDriver;
  env: NodeJS.ProcessEnv;
  load: TLoad;
  serverScript: string;
  /** Node options for the api process (a CPU profile). */
  execArgv: readonly string[];
  /** Only the rows whose name contains one of these (all when empty). */
  rowFilter: readonly string[];
  /** Registers a stop for an interrupted run; each stop may run twice. */
  onCleanup(cleanup: () => Promise<void>): void;
};

async function readJson(api: TServerProcess, url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${api.url}${url}`, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function signInDemoTrader(api: TServerProcess): Promise<{ accessToken: string; userId: string }> {
  const { email, password } = DEMO_ACCOUNTS.trader;
  const body = await readJson(api, '/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, portal: 'client' }),
  });
  const { accessToken, user } = body as { accessToken?: unknown; user?: { id?: unknown } };
  if (typeof accessToken !== 'string' || typeof user?.id !== 'string') {
    throw new Error('the demo trader was not signed in');
  }
  return { accessToken, userId: user.id };
}

/** The demo trader's account with an open simulator position (the two-step challenge on its way). */
async function findAccountWithOpenPosition(api: TServerProcess, headers: Record<string, string>) {
  const { accounts } = (await readJson(api, '/api/trading-accounts', { headers })) as {
    accounts: { id: string }[];
  };
  for (const { id } of accounts) {
    const { positions } = (await readJson(api, `/api/trading-accounts/${id}/positions`, { headers })) as {
      positions: unknown[];
    };
    if (positions.length > 0) return id;
  }
  throw new Error('the demo trader has no account with an open position');
}

/** One row: the statements of one request (counted in the api's process), then the load. */
async function measureRow(
  api: TServerProcess,
  row: string,
  request: TInjectedRequest,
  options: TApiRowsOptions,
) {
  const counted = await api.ask({ kind: 'count', request });
  const statusCode = counted.statusCode ?? 0;
  if (statusCode < 200 || statusCode > 299) throw new Error(`${row} answered ${statusCode}`);
  const result = await loadUrl(`${api.url}${request.url}`, request.headers, options.load, () => ({
    server: cpuMicrosOf(api.pid),
    database: options.driver === 'postgresql' ? postgresCpuMicros() : undefined,
  }));
  const { rssBytes = Number.NaN } = await api.ask({ kind: 'rss' });
  return { row, database: options.driver, statements: counted.statements ?? null, rssBytes, ...result };
}

/** The api's rows on one database: a fresh seeded database and api process, both removed afterwards. */
export async function runApiRows(options: TApiRowsOptions): Promise<TRowResult[]> {
  console.log(`  ${options.driver}: seeding the demo data …`);
  const database = await createBenchDatabase(options.driver, options.env);
  options.onCleanup(database.dispose);
  try {
    const api = await startServerProcess(
      options.serverScript,
      { ...database.env, ...apiProcessEnvironment() },
      [...API_HEAP_FLAGS, ...options.execArgv],
    );
    options.onCleanup(api.stop);
    try {
      const { accessToken, userId } = await signInDemoTrader(api);
      const headers = { authorization: `Bearer ${accessToken}` };
      const accountId = await findAccountWithOpenPosition(api, headers);
      const rows: [string, TInjectedRequest][] = [
        ['GET /api/livez', { method: 'GET', url: '/api/livez', headers: {} }],
        [
          'GET /api/trading-accounts/:id',
          { method: 'GET', url: `/api/trading-accounts/${accountId}`, headers },
        ],
        ['GET /api/trading-accounts', { method: 'GET', url: '/api/trading-accounts', headers }],
        [
          'GET /api/public/organizations/default',
          { method: 'GET', url: '/api/public/organizations/default', headers: {} },
        ],
      ];
      const results: TRowResult[] = [];
      for (const [row, request] of rows.filter(([row]) => isChosen(row, options))) {
        console.log(`  ${options.driver}: ${row} …`);
        results.push(await measureRow(api, row, request, options));
      }
      if (isChosen(ACCOUNT_READ_ROW, options)) {
        await api.stop();
        results.push(await measureAccountReadAlone(database.env, { userId, accountId }, options));
      }
      return results;
    } finally {
      await api.stop();
    }
  } finally {
    await database.dispose();
  }
}

const ACCOUNT_READ_ROW = "the account's read alone";

function isChosen(row: string, options: TApiRowsOptions): boolean {
  return options.rowFilter.length === 0 || options.rowFilter.some((part) => row.includes(part));
}

/** The reference row: the get-by-id's statement behind a bare route (account-read-server.ts). */
async function measureAccountReadAlone(
  env: NodeJS.ProcessEnv,
  { userId, accountId }: { userId: string; accountId: string },
  options: TApiRowsOptions,
): Promise<TRowResult> {
  console.log(`  ${options.driver}: ${ACCOUNT_READ_ROW} …`);
  const script = path.join(path.dirname(options.serverScript), 'account-read-server.ts');
  const server = await startServerProcess(script, { ...env, ...apiProcessEnvironment() }, [
    ...API_HEAP_FLAGS,
    ...options.execArgv,
  ]);
  options.onCleanup(server.stop);
  try {
    const request = { method: 'GET', url: `/${userId}/${accountId}`, headers: {} } as const;
    return await measureRow(server, ACCOUNT_READ_ROW, request, options);
  } finally {
    await server.stop();
  }
}
