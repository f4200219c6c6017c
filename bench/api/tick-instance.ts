import { ENTITIES } from '../../api/src/entities.ts';
import { createOrm } from '../../api/src/db/create-orm.ts';
import type { TDatabaseConfig } from '../../api/src/config/app-config.ts';
import { createManualClock } from '../../api/src/infra/clock.ts';
import {
  createInstanceMembership,
  HEARTBEAT_INTERVAL_MS,
} from '../../api/src/modules/platform/instance-membership.ts';
import { tickSimulator } from '../../api/src/modules/simulator/simulator-ticker.ts';
import { createInProcessAccountChangeBus } from '../../api/src/modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../../api/src/modules/trading-accounts/account-evaluation.ts';
import { isGo, type TInstanceResult, type TInstanceSettings } from './tick-messages.ts';

/**
 * One api instance of `npm run bench:tick`, in a process of its own as in production: its own ORM and
 * connection pool on the shared database, its own evaluator and heartbeat, so the instances share the
 * accounts out as serving ones do. It ticks back to back for the measured period once the parent says go
 * (every instance has joined by then), each tick one simulated second later, and reports what each tick
 * marked.
 */
const settings = JSON.parse(process.env['BENCH_TICK_SETTINGS'] ?? '') as TInstanceSettings;
const database = settings.database satisfies TDatabaseConfig;
const orm = await createOrm(database, ENTITIES);
await orm.connect();
const clock = createManualClock(settings.startAt);
const simulator = {
  evaluator: createAccountEvaluator({ changes: createInProcessAccountChangeBus() }),
  clock,
  seed: settings.marketSeed,
};

// Liveness runs on real time, as in the app; the market's clock moves one simulated second per tick.
const membership = createInstanceMembership({ orm });
await membership.heartbeat();
const beating = setInterval(() => void membership.heartbeat(), HEARTBEAT_INTERVAL_MS);

const go = new Promise<void>((resolve) => {
  process.on('message', (message: unknown) => {
    if (isGo(message)) resolve();
  });
});
process.send?.({ kind: 'ready' });
await go;

const tick = async () => {
  clock.advance(1_000);
  const started = performance.now();
  const marked = await tickSimulator({ orm, simulator, share: membership });
  return { marked, ms: performance.now() - started };
};
// The first tick warms the code paths up and is not counted.
await tick();
const ticks: { marked: number; ms: number }[] = [];
const endsAt = performance.now() + settings.seconds * 1_000;
while (performance.now() < endsAt) ticks.push(await tick());
clearInterval(beating);
await membership.leave();
await orm.close();
process.send?.({ kind: 'result', ticks } satisfies TInstanceResult, () => process.disconnect());
