import { ZOutboxMailList } from '@propdesk/shared/contracts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TDevelopmentMailbox } from '../mail/index.ts';

/**
 * !!! DEVELOPMENT ONLY — NEVER REGISTER IN PRODUCTION !!!
 * The development mailbox: lists the mails delivered to the in-memory mailbox, including their
 * single-use verification and reset links, to anyone (access 'public'). In production it would hand out
 * every account. app.ts registers this plugin only with the development routes asked for (DEV_ROUTES),
 * which production refuses, so there the path answers the ordinary 404; a test proves it.
 *
 * The mails are read from memory, not from the outbox table: the table never holds a live link. With
 * SMTP configured there is no in-memory mailbox (`mailbox` is null) and the list is empty: the mails are
 * in the SMTP server's hands (a local mail catcher shows them).
 */
export const devOutboxRoutes = routePlugin<{ mailbox: TDevelopmentMailbox | null }>(
  'dev-outbox-routes',
  async (app, { mailbox }) => {
    app.get(
      '/dev/outbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev-tools'],
          summary:
            'Development only: the newest mails of the in-memory mailbox (never registered in production)',
          response: { 200: ZOutboxMailList, ...errorResponses() },
        },
      },
      async (_request, reply) => {
        const mails = mailbox?.list() ?? [];
        return reply.header('cache-control', NO_STORE).send({
          mails: mails.map((mail) => ({
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            purpose: mail.purpose,
            createdAt: mail.deliveredAt.toISOString(),
          })),
        });
      },
    );
  },
);
