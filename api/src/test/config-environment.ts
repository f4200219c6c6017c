import { ConfigError, loadConfig } from '../config/load-config.ts';

/**
 * Environments for the configuration's tests: the secrets production requires, and loading in
 * development unless a test says otherwise.
 */
export const STRONG_SECRET = 'a'.repeat(32);
export const OTHER_STRONG_SECRET = 'b'.repeat(32);
export const MFA_KEY = 'c'.repeat(32);
export const PAYMENT_SECRET = 'd'.repeat(32);
export const PRODUCTION_SECRETS = {
  JWT_SECRET: STRONG_SECRET,
  COOKIE_SECRET: OTHER_STRONG_SECRET,
  MFA_ENCRYPTION_KEY: MFA_KEY,
  PAYMENT_WEBHOOK_SECRET: PAYMENT_SECRET,
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

/** Development unless the test says otherwise: production (the default) needs every secret. */
export function load(environment: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'development', ...environment });
}

export function configError(environment: Record<string, string>): ConfigError {
  try {
    load(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
