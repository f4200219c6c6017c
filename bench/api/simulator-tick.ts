import { createManualClock } from '../../api/src/infra/clock.ts';
import { tickSimulator } from '../../api/src/modules/simulator/simulator-ticker.ts';
import { placeSimulatorOrder } from '../../api/src/modules/simulator/simulator.service.ts';
import { createInProcessAccountChangeBus } from '../../api/src/modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../../api/src/modules/trading-accounts/account-evaluation.ts';
import { createTestAccount } from '../../api/src/test/auth-fixtures.ts';
import { createTestDatabase } from '../../api/src/test/databases.ts';
import { createSellingOrganization, openPlatformAccount } from '../../api/src/test/trading-fixtures.ts';
import { benchOptions } from './bench-options.ts';

/**
 * `npm run bench:tick [-- --postgresql] [-- --accounts=N] [-- --rounds=N]`: how long one simulator tick
 * takes (every simulator account with an open position marked to market through the serialized
 * evaluation), and so how many such accounts one api instance keeps judged every second. The tick runs
 * every TICK_MS; a tick slower than that delays the next one (they never overlap).
 */
const options = benchOptions();
const driver = options.driver;
const ACCOUNTS = options.count('accounts', 300);
const ROUNDS = options.count('rounds', 10);
// A Wednesday morning in London: every instrument trades.
const START = Date.parse('2026-11-18T10:00:00Z');

const database = await createTestDatabase(driver, 'bench_simulator_tick');
try {
  const em = database.orm.em.fork();
  const { organization, plans } = await createSellingOrganization(em, 'tick-firm');
  const trader = await createTestAccount(em, { email: 'tick.trader@example.com', organization });
  const clock = createManualClock(START);
  const simulator = {
    evaluator: createAccountEvaluator({ changes: createInProcessAccountChangeBus() }),
    clock,
    seed: 20_261_123,
  };
  const symbols = ['EURUSD', 'GBPUSD', 'GOLD', 'DJI', 'OIL', 'SILVER'];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const account = await openPlatformAccount(em, {
      organization,
      trader,
      plan: plans.two_step,
      platform: 'simulator',
      startedAt: START - 60_000,
    });
    await placeSimulatorOrder({
      em: database.orm.em.fork(),
      accountId: account.id,
      order: {
        symbol: symbols[index % symbols.length] ?? 'EURUSD',
        side: index % 2 === 0 ? 'buy' : 'sell',
        volume: 0.1,
        stopLoss: null,
        takeProfit: null,
      },
      simulator,
    });
  }

  const durations: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    clock.advance(1_000);
    const started = performance.now();
    const marked = await tickSimulator({ orm: database.orm, simulator });
    durations.push(performance.now() - started);
    if (marked !== ACCOUNTS) throw new Error(`a tick marked ${marked} of ${ACCOUNTS} accounts`);
  }
  durations.sort((a, b) => a - b);
  const median = durations[Math.floor(durations.length / 2)] ?? Number.NaN;
  console.log(`simulator tick on ${driver}: ${ACCOUNTS} accounts with an open position, ${ROUNDS} ticks`);
  console.log(`  median tick ${median.toFixed(0)} ms, slowest ${durations.at(-1)?.toFixed(0)} ms`);
  console.log(
    `  ${((ACCOUNTS / median) * 1000).toFixed(0)} accounts marked per second by one instance ` +
      `(${(median / ACCOUNTS).toFixed(2)} ms each)`,
  );
} finally {
  await database.dispose();
}
