import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `everyMs` while the app is up: a run never overlaps the previous one (a slow database
 * delays the next run instead of stacking them), a failure is logged and the next run tries again, and
 * closing the app waits for a run in flight, so nothing touches the database after it is closed.
 */
export function scheduleRepeatingJob(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run: () => Promise<unknown> },
): void {
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (inFlight !== null) return;
    inFlight = run()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        inFlight = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await inFlight;
  });
}
