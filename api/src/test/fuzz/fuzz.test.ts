import { describe, expect, it } from '@jest/globals';
import { TEST_DRIVERS } from '../databases.ts';
import { useTestApp } from '../use-test-app.ts';
import { FUZZ_CONFIG, prepareFuzzTarget } from './fuzz-target.ts';
import { runFuzz } from './run-fuzz.ts';

/** Enough to reach every operation many times as every caller; a longer run: `npm run fuzz`. */
const REQUESTS = 5_200;
const SEED = 20_261_124;

describe.each(TEST_DRIVERS)('hostile input on every operation of the OpenAPI document (%s)', (driver) => {
  const handle = useTestApp(driver, 'fuzz', { config: FUZZ_CONFIG });

  it(`answers ${REQUESTS} hostile requests without a 5xx, every refusal in the error shape`, async () => {
    const app = handle.app();
    const target = await prepareFuzzTarget(app, handle.database().orm);
    const report = await runFuzz({ app, ...target, requests: REQUESTS, seed: SEED });
    expect(report.sent).toBe(REQUESTS);
    expect(report.failures).toEqual([]);
  }, 180_000);
});
