import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAnswer, isReady, type TAnswer, type TQuestionBody } from './server-messages.ts';

export type TServerProcess = {
  url: string;
  /** The child's process id (for its CPU time). */
  pid: number;
  ask(question: TQuestionBody): Promise<TAnswer>;
  /** Asks the server to close, and kills it if it has not exited within a few seconds. */
  stop(): Promise<void>;
};

const STOP_GRACE_MS = 5_000;

/**
 * Starts one of bench/http's servers as a child process and waits until it listens. `execArgv` adds Node
 * options to the child's own (e.g. `--cpu-prof`).
 */
export async function startServerProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[] = [],
): Promise<TServerProcess> {
  const child = fork(script, [], {
    env,
    execArgv: [...process.execArgv, ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (answer: TAnswer) => void>();
  let nextId = 0;

  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`${script} exited (${signal ?? code}) before listening`)),
    );
    child.on('message', (message: unknown) => {
      if (isReady(message)) resolve(message.url);
      else if (isAnswer(message)) pending.get(message.id)?.(message);
    });
  });
  child.once('exit', (code, signal) => {
    if (pending.size > 0) console.error(`${script} exited (${signal ?? code}) with questions unanswered`);
  });

  return {
    url,
    pid: child.pid ?? Number.NaN,
    ask: (question) =>
      new Promise((resolve) => {
        nextId += 1;
        const id = nextId;
        pending.set(id, (answer) => {
          pending.delete(id);
          resolve(answer);
        });
        child.send({ ...question, id });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.disconnect();
      const outcome = await Promise.race([exited.then(() => 'exited'), sleep(STOP_GRACE_MS, 'late')]);
      if (outcome === 'late') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
