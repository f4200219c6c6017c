import type { MikroORM } from '@mikro-orm/core';
import { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TAdjustableClock } from '../../infra/clock.ts';
import { runDueResets, type TAccountEvaluator } from '../trading-accounts/index.ts';

const ZClockState = z.object({ now: z.iso.datetime(), offsetMs: z.number().int(), held: z.boolean() });
const DAY_MS = 86_400_000;

/**
 * !!! DEVELOPMENT ONLY — NEVER REGISTER IN PRODUCTION !!!
 * The test clock: moves the time the rules engine sees forward, so an end-to-end test lives through the
 * minimum trading days in seconds. Anyone could pass or expire accounts with it, which is why app.ts
 * registers it only with the development routes (DEV_ROUTES, refused in production), like the outbox.
 */
export const devClockRoutes = routePlugin<{
  clock: TAdjustableClock;
  orm: MikroORM;
  evaluator: TAccountEvaluator;
}>('dev-clock-routes', async (app, { clock, orm, evaluator }) => {
  const state = () => ({
    now: new Date(clock.now()).toISOString(),
    offsetMs: clock.offset(),
    held: clock.isHeld(),
  });

  app.get(
    '/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev-tools'],
        summary: 'Development only: the rules engine’s clock',
        response: { 200: ZClockState, ...errorResponses() },
      },
    },
    async (_request, reply) => reply.header('cache-control', NO_STORE).send(state()),
  );

  app.post(
    '/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev-tools'],
        summary:
          'Development only: move the rules engine’s clock forward and apply the resets now due; hold it still, or let it run again',
        body: z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(30 * DAY_MS)
            .default(0),
          /** true: the clock stands still, moving only when advanced; false: it runs on from there. */
          hold: z.boolean().optional(),
        }),
        response: { 200: ZClockState, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      if (request.body.hold !== undefined) clock.hold(request.body.hold);
      clock.advance(request.body.advanceMs);
      await runDueResets({ orm, evaluator, clock });
      return reply.header('cache-control', NO_STORE).send(state());
    },
  );
});
