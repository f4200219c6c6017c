import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const SECRET = 'x'.repeat(40);

/** Starts the real server process with only these variables and answers how it ended. */
function startServer(environment: Record<string, string>) {
  const result = spawnSync(process.execPath, ['src/server.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...environment },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('starting the api in production', () => {
  it('refuses to start without its secrets and mail transport, whether NODE_ENV says production or nothing', () => {
    const environments: Record<string, string>[] = [{ NODE_ENV: 'production' }, {}];
    for (const environment of environments) {
      const { status, stderr } = startServer(environment);
      expect(status).toBe(1);
      expect(stderr).toContain('Invalid environment configuration');
      for (const variable of [
        'JWT_SECRET',
        'COOKIE_SECRET',
        'MFA_ENCRYPTION_KEY',
        'PAYMENT_WEBHOOK_SECRET',
        'SMTP_URL',
      ]) {
        expect(stderr).toContain(`  - ${variable}: Required in production`);
      }
    }
  });

  it('refuses to start with the development routes or the sandbox payment provider', () => {
    const { status, stderr } = startServer({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
      MFA_ENCRYPTION_KEY: SECRET,
      PAYMENT_WEBHOOK_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.internal:25',
      DEV_ROUTES: 'true',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(status).toBe(1);
    expect(stderr).toContain('  - DEV_ROUTES: Not allowed in production');
    expect(stderr).toContain('  - PAYMENT_PROVIDER: The sandbox approves payments without money');
  });
});
