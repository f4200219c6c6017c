import { ZProfileUpdateRequest, ZSessionUser } from '@propdesk/shared/contracts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { clientInfoOf } from '../audit/index.ts';
import { updateOwnProfile } from './profile-update.service.ts';

/** The signed-in person's own profile (the /profile page). */
export const profileRoutes = routePlugin('profile-routes', async (app) => {
  app.patch(
    '/me/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['profile'],
        summary: 'Change your own name, phone, country or mail language',
        body: ZProfileUpdateRequest,
        response: { 200: ZSessionUser, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await updateOwnProfile({
        em: request.em,
        userId: actorOf(request).userId,
        changes: request.body,
        client: clientInfoOf(request),
      });
      return reply.header('cache-control', NO_STORE).send(user);
    },
  );
});
