import { DEFAULT_RULE_SETS } from '@propdesk/shared/contracts';
import { spawnSync } from 'node:child_process';
import type { TRuleSetData } from '@propdesk/shared/contracts';
import { createAccountState, evaluate } from '../../api/src/engine/index.ts';
import type { TAccountState, TEngineEvent } from '../../api/src/engine/index.ts';

/**
 * `npm run bench:engine`: the rules engine's throughput on one core (target: ≥ 1,000,000 events/s
 * for one million events across ten thousand accounts, O(1) work per event) and its memory per account.
 *
 * The events are generated before the clock starts, so only `evaluate` is measured: a realistic feed is
 * mostly broker equity updates, with deals opened and closed, and the simulated days cross daily resets
 * (Europe/Prague midnight), so each account rolls over its day, trading days and floors as it goes. The
 * random walk stays inside the loss limits on purpose: a failed account takes no more work, which would
 * flatter the figure.
 */

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  // The memory figure needs a forced collection: run again with --expose-gc, keeping any other flags.
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, '--expose-gc', import.meta.filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}
const collectGarbage: () => void = gc;

const TARGET_EVENTS_PER_SECOND = 1_000_000;
const ACCOUNT_SIZE_MINOR = 10_000_000;
const SIMULATED_DAYS = 10;
const START_AT = Date.parse('2025-03-24T07:00:00Z');
const MS_PER_DAY = 86_400_000;

/** A small deterministic PRNG (mulberry32), so every run evaluates the same events. */
function randomSource(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface TWorkload {
  readonly rules: TRuleSetData;
  readonly states: TAccountState[];
  /** Interleaved across accounts in time order: event i belongs to account `owners[i]`. */
  readonly events: TEngineEvent[];
  readonly owners: Uint32Array;
}

/**
 * `accounts` accounts with `eventsPerAccount` events each, spread over SIMULATED_DAYS. Per account: about
 * 80 % equity updates, the rest deals (an open, later its close), equity wandering within ±2 % of the
 * balance, closes of about ±0.5 % leaning back towards the starting size.
 */
function buildWorkload(accounts: number, eventsPerAccount: number, seed: number): TWorkload {
  const rules = DEFAULT_RULE_SETS.two_step;
  const random = randomSource(seed);
  const states = Array.from({ length: accounts }, () =>
    createAccountState(rules, { initialBalanceMinor: ACCOUNT_SIZE_MINOR, startedAt: START_AT }),
  );
  const balances = new Float64Array(accounts).fill(ACCOUNT_SIZE_MINOR);
  const openPositions: (string | null)[] = new Array<string | null>(accounts).fill(null);
  const events: TEngineEvent[] = [];
  const owners = new Uint32Array(accounts * eventsPerAccount);
  const stepMs = Math.floor((SIMULATED_DAYS * MS_PER_DAY) / eventsPerAccount);
  for (let round = 0; round < eventsPerAccount; round += 1) {
    for (let account = 0; account < accounts; account += 1) {
      const at = START_AT + round * stepMs + account;
      const id = `${account}-${round}`;
      const roll = random();
      const open = openPositions[account] ?? null;
      const balance = balances[account] ?? ACCOUNT_SIZE_MINOR;
      let event: TEngineEvent;
      if (roll < 0.1 && open === null) {
        const positionId = `p${account}-${round}`;
        openPositions[account] = positionId;
        event = { type: 'deal_opened', id, at, positionId, commissionMinor: 350 };
      } else if (roll < 0.2 && open !== null) {
        // Results lean back towards the starting size, so the account neither passes nor fails.
        const towardStart = balance > ACCOUNT_SIZE_MINOR ? -1 : 1;
        const profitMinor = Math.round((random() - 0.5 + 0.2 * towardStart) * 0.01 * ACCOUNT_SIZE_MINOR);
        openPositions[account] = null;
        balances[account] = balance + profitMinor;
        event = { type: 'deal_closed', id, at, positionId: open, profitMinor };
      } else {
        const equityMinor = Math.round(balance + (random() - 0.5) * 0.04 * ACCOUNT_SIZE_MINOR);
        event = { type: 'equity_update', id, at, equityMinor, isEstimate: false };
      }
      owners[events.length] = account;
      events.push(event);
    }
  }
  return { rules, states, events, owners };
}

interface TRun {
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
  readonly resets: number;
  readonly failed: number;
}

function run(workload: TWorkload): TRun {
  const { rules, states, events, owners } = workload;
  const startDays = states.reduce((sum, state) => sum + state.dayNumber, 0);
  const started = process.hrtime.bigint();
  for (let index = 0; index < events.length; index += 1) {
    const owner = owners[index] ?? 0;
    const event = events[index];
    const state = states[owner];
    if (!event || !state) throw new Error('The workload is inconsistent');
    states[owner] = evaluate(rules, state, event).state;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    events: events.length,
    seconds,
    eventsPerSecond: events.length / seconds,
    resets: states.reduce((sum, state) => sum + state.dayNumber, 0) - startDays,
    failed: states.filter((state) => state.status === 'failed').length,
  };
}

function heapUsedAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const format = (value: number) => Math.round(value).toLocaleString('en-US');

function report(label: string, result: TRun): void {
  console.log(
    `${label.padEnd(40)} ${format(result.eventsPerSecond).padStart(11)} events/s  ` +
      `${result.seconds.toFixed(3).padStart(7)} s  (${format(result.resets)} day rollovers, ${result.failed} failed)`,
  );
}

/** The median of three runs of fresh workloads: the machine is shared, one run can be unlucky. */
function measure(accounts: number, eventsPerAccount: number): { result: TRun; workload: TWorkload } {
  const runs: { result: TRun; workload: TWorkload }[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const workload = buildWorkload(accounts, eventsPerAccount, attempt + 1);
    collectGarbage();
    runs.push({ result: run(workload), workload });
  }
  runs.sort((left, right) => left.result.eventsPerSecond - right.result.eventsPerSecond);
  const median = runs[1];
  if (!median) throw new Error('No runs');
  return median;
}

// Warm-up: let the JIT optimize the hot path before anything is timed.
run(buildWorkload(1_000, 100, 99));

console.log(
  `rules engine on one core (one thread), Node ${process.version}, two_step default rules, Europe/Prague ` +
    `resets, median of 3 runs\n`,
);
const small = measure(1_000, 100).result;
report('100k events, 1,000 accounts × 100', small);
const longHistory = measure(1_000, 1_000).result;
report('1M events, 1,000 accounts × 1,000', longHistory);
const main = measure(10_000, 100);
report('1M events, 10,000 accounts × 100', main.result);

// Memory: the 10,000 final states alone (each holds its last events in its timeline), after a forced gc.
const states = main.workload.states;
main.workload.events.length = 0;
const heapWithStates = heapUsedAfterGc();
states.length = 0;
const heapWithoutStates = heapUsedAfterGc();
const bytesPerAccount = (heapWithStates - heapWithoutStates) / 10_000;

console.log(
  `\nevents/s, 1M vs 100k events (same accounts' shape): ${format(main.result.eventsPerSecond)} vs ` +
    `${format(small.eventsPerSecond)} (${(main.result.eventsPerSecond / small.eventsPerSecond).toFixed(2)}×); ` +
    `10× longer histories: ${format(longHistory.eventsPerSecond)}. The cost per event does not grow with ` +
    `an account's history (O(1)); more accounts cost only cache misses, as their states no longer fit in cache`,
);
console.log(
  `memory per account (heap after gc, 10,000 states): ${format(bytesPerAccount)} bytes ` +
    `(${(bytesPerAccount / 1024).toFixed(2)} KiB)`,
);
console.log(
  `\n1M events across 10,000 accounts: ${format(main.result.eventsPerSecond)} events/s in ` +
    `${main.result.seconds.toFixed(2)} s — target ≥ ${format(TARGET_EVENTS_PER_SECOND)} events/s: ` +
    `${main.result.eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'NOT MET'}`,
);
