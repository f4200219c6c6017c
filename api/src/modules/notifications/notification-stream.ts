import type { TLanguage, TNotificationStreamMessage } from '@propdesk/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { openSessionStream, type TSessionAccessCache, type TStreamSlots } from '../auth/index.ts';
import type { TNotificationPush } from './notification-push.ts';
import { toNotificationView } from './notification-view.ts';

/**
 * Streams the reader's new notifications, whatever their area, as Server-Sent Events in `language`: the
 * tab keeps one stream while its reader moves between areas and shows those of the area it is on. Bound
 * to the session like every stream (session-stream.ts); frames keep the order they were written in, and
 * each waits for the session check so nothing reaches a tab whose session has ended.
 */
export function streamNotifications({
  request,
  reply,
  language,
  push,
  sessionAccess,
  slots,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  language: TLanguage;
  push: TNotificationPush;
  sessionAccess: TSessionAccessCache;
  slots: TStreamSlots;
}): void {
  const { userId } = actorOf(request);
  openSessionStream({
    request,
    reply,
    sessionAccess,
    slots,
    start: (stream) => {
      let queue = Promise.resolve();
      return push.subscribe(userId, (pushed) => {
        const notification = toNotificationView({ ...pushed, isRead: false }, language);
        if (notification === null) return;
        const message: TNotificationStreamMessage = { kind: 'notification', notification };
        queue = queue.then(async () => {
          if (await stream.isSessionLive()) stream.send(message);
        });
      });
    },
  });
}
