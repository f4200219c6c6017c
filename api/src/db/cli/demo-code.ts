import { totpCodeAt } from '../../modules/auth/mfa/totp.ts';
import { DEMO_ACCOUNTS } from '../seeders/demo-accounts.ts';
import { printLine, runScript } from './output.ts';

/**
 * `npm run demo:code`: the one-time code the demo admin's authenticator shows right now, for trying the
 * admin portal without setting up an authenticator app. Reads only the documented demo secret.
 */
await runScript(async () => {
  const { email, totpSecret } = DEMO_ACCOUNTS.platformAdmin;
  const now = new Date();
  const secondsLeft = 30 - (Math.floor(now.getTime() / 1000) % 30);
  printLine(`${email}: ${totpCodeAt(totpSecret, now)} (valid for ${secondsLeft} s more)`);
  return 0;
});
