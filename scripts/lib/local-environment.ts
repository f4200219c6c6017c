import { withLocalSecrets } from './local-secrets.ts';

/**
 * What a portal run on a developer's machine adds to the environment. The api's defaults are
 * production's, so development asks for its parts explicitly: development mode, the development routes
 * (mailbox, test clock) and the sandbox payment provider.
 */
const LOCAL_DEFAULTS = {
  NODE_ENV: 'development',
  DEV_ROUTES: 'true',
  // A developer's webhook receiver runs on localhost.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  PAYMENT_PROVIDER: 'sandbox',
  HOST: 'localhost',
} as const;

/** The environment of `npm start`, `npm run dev` and the e2e suite; variables already set win. */
export function withLocalDevelopmentEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const defaults = Object.fromEntries(
    Object.entries(LOCAL_DEFAULTS).filter(([name]) => (env[name] ?? '').trim() === ''),
  );
  return withLocalSecrets({ ...env, ...defaults });
}
