import { parseArgs } from 'node:util';
import { printError, printLine, runScript } from '../../cli/output.ts';
import { buildTestApp } from '../build-test-app.ts';
import { createTestDatabase } from '../databases.ts';
import { FUZZ_CONFIG, prepareFuzzTarget } from './fuzz-target.ts';
import { runFuzz } from './run-fuzz.ts';

/**
 * `npm run fuzz -- --requests 20000 [--seed 7] [--postgresql]`: the fuzz test's run, as long as asked, on a
 * scratch database; prints what it sent and every answer that was a 5xx or out of the error shape.
 */
await runScript(async () => {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '20000' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      postgresql: { type: 'boolean', default: false },
    },
  });
  const requests = Number(values.requests);
  const seed = Number(values.seed);
  if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
    printError('--requests and --seed must be whole numbers (--requests above 0)');
    return 2;
  }
  const database = await createTestDatabase(values.postgresql ? 'postgresql' : 'sqlite', 'fuzz_cli');
  const app = await buildTestApp({ orm: database.orm, config: FUZZ_CONFIG });
  try {
    const target = await prepareFuzzTarget(app, database.orm);
    const started = Date.now();
    const report = await runFuzz({ app, ...target, requests, seed });
    printLine(
      `${report.sent} requests over ${report.operations} operations on ${database.driver} in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}): ${JSON.stringify(report.statuses)}`,
    );
    for (const failure of report.failures) {
      printLine(
        `${failure.status} ${failure.request.method} ${failure.request.url} as ${failure.caller}: ${failure.body}`,
      );
    }
    return report.failures.length === 0 ? 0 : 1;
  } finally {
    await app.close();
    await database.dispose();
  }
});
