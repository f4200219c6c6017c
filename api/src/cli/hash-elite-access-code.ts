import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { printError, printLine, runScript } from './output.ts';

/**
 * `npm run elite:hash -w api`: reads an elite access code from standard input (never from the command
 * line, where it would land in the shell's history) and prints the Argon2id hash to set as
 * ELITE_ACCESS_CODE_HASH.
 */
await runScript(async () => {
  const input = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  process.stderr.write('Elite access code: ');
  const code = (await input[Symbol.asyncIterator]().next()).value?.trim() ?? '';
  input.close();
  if (code.length < 12) {
    printError('Use at least 12 characters: the code is all that guards the elite area.');
    return 1;
  }
  printLine(await hashPassword(code));
  return 0;
});
