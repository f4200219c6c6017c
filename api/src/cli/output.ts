/**
 * The command-line scripts talk to a person at a terminal (or a CI log), so they print plain lines
 * instead of JSON log records; the api server itself logs through pino.
 */
export function printLine(message: string): void {
  process.stdout.write(`${message}\n`);
}

export function printError(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Runs a script's main function and turns its result (or a crash) into the process exit code. */
export async function runScript(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    printError(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  }
}
