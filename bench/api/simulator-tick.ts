import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createOrm } from '../../api/src/db/create-orm.ts';
import { ENTITIES } from '../../api/src/entities.ts';
import { benchOptions } from './bench-options.ts';
import { createTickDatabase, openTickAccounts } from './tick-accounts.ts';
import { isReady, isResult, type TInstanceResult, type TInstanceSettings } from './tick-messages.ts';

/**
 * `npm run bench:tick [-- --postgresql] [-- --instances N] [-- --accounts=N] [-- --seconds=N]`: how many
 * simulator accounts with an open position api instances mark to market per second. N instance
 * processes (default 1) share one database, as serving instances do; each ticks back to back for the
 * measured period (each tick one simulated second later) after a warm-up tick. Printed per instance and
 * in total: accounts marked per tick, the median and slowest tick, and accounts marked per second.
 */
const options = benchOptions();
const driver = options.driver;
const ACCOUNTS = options.count('accounts', 5_000);
const INSTANCES = options.count('instances', 1);
const SECONDS = options.count('seconds', 10);
if (driver === 'sqlite' && INSTANCES > 1) {
  throw new Error(
    'SQLite serves one api instance; several instances share a PostgreSQL database (--postgresql)',
  );
}
// A Wednesday morning in London: every instrument trades.
const START = Date.parse('2026-11-18T10:00:00Z');
const MARKET_SEED = 20_261_123;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function startInstance(settings: TInstanceSettings): {
  child: ChildProcess;
  ready: Promise<void>;
  result: Promise<TInstanceResult>;
  exit: Promise<void>;
} {
  const child = fork(path.join(import.meta.dirname, 'tick-instance.ts'), [], {
    env: { ...process.env, BENCH_TICK_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = exit.then(() => {
    throw new Error(`an instance exited early (${child.signalCode ?? child.exitCode})`);
  });
  const ready = new Promise<void>((resolve) => child.on('message', (m) => isReady(m) && resolve()));
  const result = new Promise<TInstanceResult>((resolve) =>
    child.on('message', (m) => isResult(m) && resolve(m)),
  );
  return { child, ready: Promise.race([ready, exited]), result: Promise.race([result, exited]), exit };
}

const { database, dispose } = await createTickDatabase(driver);
const children: ChildProcess[] = [];
try {
  const seedingStarted = performance.now();
  const orm = await createOrm(database, ENTITIES);
  try {
    await orm.migrator.up();
    await openTickAccounts(orm, { count: ACCOUNTS, startAt: START, marketSeed: MARKET_SEED });
  } finally {
    await orm.close();
  }
  const seedingSeconds = (performance.now() - seedingStarted) / 1_000;

  const settings = { database, startAt: START, marketSeed: MARKET_SEED, seconds: SECONDS };
  const instances = Array.from({ length: INSTANCES }, () => startInstance(settings));
  children.push(...instances.map((instance) => instance.child));
  await Promise.all(instances.map((instance) => instance.ready));
  for (const instance of instances) instance.child.send({ kind: 'go' });
  const results = await Promise.all(instances.map((instance) => instance.result));
  // Each leaves the membership and closes its pool (and writes its profile under --cpu-prof) on its own.
  await Promise.all(instances.map((instance) => instance.exit));

  console.log(
    `simulator tick on ${driver}: ${ACCOUNTS} accounts with an open position (opened in ` +
      `${seedingSeconds.toFixed(0)} s), ${INSTANCES} instance(s) ticking back to back for ${SECONDS} s`,
  );
  let total = 0;
  results.forEach(({ ticks }, index) => {
    const marked = ticks.reduce((sum, tick) => sum + tick.marked, 0);
    const ms = ticks.reduce((sum, tick) => sum + tick.ms, 0);
    const perSecond = (marked / ms) * 1_000;
    total += perSecond;
    const slowest = Math.max(...ticks.map((tick) => tick.ms));
    console.log(
      `  instance ${index + 1}: ${ticks.length} ticks of ${median(ticks.map((tick) => tick.marked))} ` +
        `accounts, median ${median(ticks.map((tick) => tick.ms)).toFixed(0)} ms, slowest ` +
        `${slowest.toFixed(0)} ms: ${perSecond.toFixed(0)} accounts marked per second`,
    );
  });
  console.log(`  total: ${total.toFixed(0)} accounts marked per second`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill();
  await dispose();
}
