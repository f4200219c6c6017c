import {
  ZMarkAllNotificationsRead,
  ZMarkedNotifications,
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationPreferences,
  ZNotificationStreamMessage,
  ZNotificationStreamQuery,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { ZNoContent } from '../../http/no-content.ts';
import {
  acceptsEventStream,
  createStreamSlots,
  NOTIFICATION_STREAM_LIMITS,
  type TSessionAccessCache,
} from '../auth/index.ts';
import type { TNotificationPush } from './notification-push.ts';
import { readNotificationPage } from './notification-rows.ts';
import { streamNotifications } from './notification-stream.ts';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  readNotificationPreferences,
  savedLanguageOf,
  updateNotificationPreferences,
} from './notifications.service.ts';

export type TNotificationRoutesOptions = {
  push: TNotificationPush;
  /** A stream checks its session before every frame. */
  sessionAccess: TSessionAccessCache;
};

const TAGS = ['notifications'];

/**
 * The signed-in person's notifications in every area (the bell, the notifications pages), the live
 * stream of new ones and the mail preferences. Everything is scoped by the reader: nobody reads, marks or
 * deletes another person's notification (404).
 */
export const notificationRoutes = routePlugin<TNotificationRoutesOptions>(
  'notification-routes',
  async (app, { push, sessionAccess }) => {
    const streamSlots = createStreamSlots(NOTIFICATION_STREAM_LIMITS);

    app.get(
      '/me/notifications',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary: 'A page of your notifications in one area, newest first, with the unread count',
          querystring: ZNotificationListQuery,
          response: { 200: ZNotificationPage, ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const { area, organizationId, ...rest } = request.query;
        const page = await readNotificationPage(request.em, {
          scope: { recipientId: actorOf(request).userId, area, organizationId },
          ...rest,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/me/notifications/stream',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary:
            'Your new notifications live, every area: Server-Sent Events (Accept: text/event-stream only). 429 STREAM_LIMIT_REACHED when the session or user has too many streams open',
          querystring: ZNotificationStreamQuery,
          response: { 200: ZNotificationStreamMessage, ...errorResponses(400, 401, 429) },
        },
      },
      async (request, reply) => {
        if (!acceptsEventStream(request)) {
          throw DomainError.badRequest(
            'This route answers Server-Sent Events only: send Accept: text/event-stream',
          );
        }
        const { userId } = actorOf(request);
        const language = request.query.language ?? (await savedLanguageOf(request.em, userId)) ?? 'en';
        streamNotifications({ request, reply, language, push, sessionAccess, slots: streamSlots });
        return reply;
      },
    );

    app.post(
      '/me/notifications/read-all',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary: 'Mark every unread notification of one area (and organization) read',
          body: ZMarkAllNotificationsRead,
          response: { 200: ZMarkedNotifications, ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const updated = await markAllNotificationsRead({
          em: request.em,
          recipientId: actorOf(request).userId,
          scope: request.body,
        });
        return reply.header('cache-control', NO_STORE).send({ updated });
      },
    );

    app.post(
      '/me/notifications/:notificationId/read',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary: 'Mark one of your notifications read (it stays read)',
          params: ZNotificationIdParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await markNotificationRead({
          em: request.em,
          recipientId: actorOf(request).userId,
          notificationId: request.params.notificationId,
        });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/me/notifications/:notificationId',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary: 'Delete one of your notifications',
          params: ZNotificationIdParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await deleteNotification({
          em: request.em,
          recipientId: actorOf(request).userId,
          notificationId: request.params.notificationId,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/me/notification-preferences',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary: 'Which notification categories you also receive by mail',
          response: { 200: ZNotificationPreferences, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const preferences = await readNotificationPreferences({
          em: request.em,
          userId: actorOf(request).userId,
        });
        return reply.header('cache-control', NO_STORE).send(preferences);
      },
    );

    app.put(
      '/me/notification-preferences',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: TAGS,
          summary: 'Switch mails on or off per category (in-app notifications and security mails stay on)',
          body: ZNotificationPreferences,
          response: { 200: ZNotificationPreferences, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const preferences = await updateNotificationPreferences({
          em: request.em,
          userId: actorOf(request).userId,
          preferences: request.body,
        });
        return reply.header('cache-control', NO_STORE).send(preferences);
      },
    );
  },
);
