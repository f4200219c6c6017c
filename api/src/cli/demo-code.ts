import { totpCodeAt } from '../modules/auth/mfa/totp.ts';
import { DEMO_ACCOUNTS } from '../seeders/demo-accounts.ts';
import { printLine, runScript } from './output.ts';

/**
 * `npm run demo:code`: the one-time codes the demo authenticators (the platform admin's, and the default
 * firm's owner, admin and manager's) show right now, for trying the admin and organization portals without
 * setting up an authenticator app. Reads only the documented demo secrets.
 */
await runScript(async () => {
  const now = new Date();
  const secondsLeft = 30 - (Math.floor(now.getTime() / 1000) % 30);
  for (const { email, totpSecret } of Object.values(DEMO_ACCOUNTS)) {
    if (totpSecret !== null) printLine(`${email}: ${totpCodeAt(totpSecret, now)}`);
  }
  printLine(`(valid for ${secondsLeft} s more)`);
  return 0;
});
