import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.ts';

/** The api's secrets that must stay the same across restarts of a local portal. */
const LOCAL_SECRET_VARIABLES = [
  'JWT_SECRET',
  'COOKIE_SECRET',
  'MFA_ENCRYPTION_KEY',
  'PAYMENT_WEBHOOK_SECRET',
  // Lets the developer create the first admin on /admin/auth (see bootstrapTokenNotice).
  'ADMIN_BOOTSTRAP_TOKEN',
] as const;

const SECRETS_FILE = path.join(repoRoot, '.run', 'local-secrets.json');

/**
 * Secrets for `npm start` and `npm run dev` on this machine, generated once into the git-ignored .run
 * folder (readable by its owner only). Without them each api restart would pick new random ones: every
 * session would end, and the demo admin's authenticator (sealed with MFA_ENCRYPTION_KEY) could no longer
 * be read. Variables already set in the environment win, as in production where they are required.
 */
export function withLocalSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const stored: Record<string, string> = existsSync(SECRETS_FILE)
    ? (JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) as Record<string, string>)
    : {};
  const missing = LOCAL_SECRET_VARIABLES.filter((variable) => typeof stored[variable] !== 'string');
  if (missing.length > 0) {
    for (const variable of missing) stored[variable] = randomBytes(48).toString('base64url');
    mkdirSync(path.dirname(SECRETS_FILE), { recursive: true });
    writeFileSync(SECRETS_FILE, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const provided = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  return { ...stored, ...provided };
}

/**
 * What `npm start` and `npm run dev` print so a developer can create the first admin account: the page
 * and the bootstrap token it asks for. Creation is refused once any admin exists (the demo data has one).
 */
export function bootstrapTokenNotice(env: NodeJS.ProcessEnv, adminPageUrl: string): string {
  const token = env['ADMIN_BOOTSTRAP_TOKEN'];
  if (token === undefined) return '';
  return (
    `First admin account (only while none exists): open ${adminPageUrl}, choose "Create first admin ` +
    `account" and enter the bootstrap token ${token}\n`
  );
}
