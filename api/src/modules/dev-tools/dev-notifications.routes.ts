import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { publishNotification } from '../notifications/index.ts';

const MAX_SAMPLES = 200;

/**
 * !!! DEVELOPMENT ONLY — NEVER REGISTER IN PRODUCTION !!!
 * Publishes sample notifications for the caller through the real outbox (dispatch, records, mails, live
 * push), so a browser test can fill a bell past 99 without a hundred real sign-ins. They are sign-in
 * notices naming "Development sample n" as the browser. app.ts registers it only with the development
 * routes (DEV_ROUTES, refused in production), like the test clock.
 */
export const devNotificationRoutes = routePlugin('dev-notification-routes', async (app) => {
  app.post(
    '/dev/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dev-tools'],
        summary: 'Development only: publish sample notifications for yourself',
        body: z.object({ count: z.number().int().min(1).max(MAX_SAMPLES) }),
        response: { 200: z.object({ published: z.number().int() }), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { userId } = actorOf(request);
      const at = new Date().toISOString();
      for (let index = 1; index <= request.body.count; index += 1) {
        publishNotification(request.em, 'new_device_sign_in', {
          userId,
          area: 'trader',
          at,
          ip: null,
          userAgent: `Development sample ${index}`,
        });
      }
      await request.em.flush();
      return reply.send({ published: request.body.count });
    },
  );
});
