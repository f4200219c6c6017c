import { ZOutboxMailList } from '@propdesk/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { MailMessage } from './mail-message.entity.ts';

const OUTBOX_PAGE_SIZE = 50;

/**
 * !!! DEVELOPMENT ONLY — NEVER REGISTER IN PRODUCTION !!!
 * The development mailbox: lists outbox mails, including their single-use verification and reset links,
 * to anyone (access 'public'). In production it would hand out every account. app.ts registers this
 * plugin only when NODE_ENV is not production, so there the path answers the ordinary 404; a test
 * proves it.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only: the newest outbox mails (never registered in production)',
        response: { 200: ZOutboxMailList, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const mails = await request.em.find(
        MailMessage,
        {},
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: OUTBOX_PAGE_SIZE },
      );
      return reply.header('cache-control', NO_STORE).send({
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          purpose: mail.purpose,
          createdAt: mail.createdAt.toISOString(),
        })),
      });
    },
  );
};
