import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DNS_PORT } from './fixtures/dns.ts';
import { E2E_STRIPE_API_BASE_URL } from './fixtures/stripe.ts';

const repoRoot = path.resolve(__dirname, '..');
export const E2E_DATABASE = path.join(repoRoot, '.run', 'e2e.sqlite');

/**
 * End-to-end tests against the production build, served exactly as `npm start` serves it (every app
 * from its own port), on a fresh SQLite database seeded with the demo data. Chromium comes from the
 * system packages (/usr/bin/chromium): browser downloads by test tools do not work on our machines.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One worker: tests stop and restart servers that every test shares.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A page's first paint waits for its remote's chunks and a first api read: on a busy 2-core machine
  // that alone can pass the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]]
    : 'list',
  globalTeardown: './fixtures/global-teardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -f "${E2E_DATABASE}" && node scripts/start.ts --skip-install --skip-build`,
    cwd: repoRoot,
    url: 'http://localhost:3000/remotes.json',
    // Every page of the suite comes from one address, many sign-ins and well over 300 requests a minute
    // on a fast machine: raise the per-IP limits (the auth ones and the general one) for it. The limits
    // themselves are proven by the api's tests.
    env: {
      SQLITE_PATH: E2E_DATABASE,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '10',
      RATE_LIMIT_MAX: '3000',
      DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      // The platform keeps the sandbox; a firm that connects its own Stripe account pays through the
      // stand-in a test starts there (fixtures/stripe.ts).
      STRIPE_API_BASE_URL: E2E_STRIPE_API_BASE_URL,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
