import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { TLanguage } from '@propdesk/shared/contracts';
import { MailMessage } from './mail-message.entity.ts';
import { MAIL_ADDRESS_WINDOW_MS, MAIL_ERROR_MAX_LENGTH, type TMailPurpose } from './mail.constants.ts';
import { renderMail, type TMailTemplateInput } from './mail-templates.ts';
import type { TMailer, TOutgoingMail } from './mailer.ts';

export type TMailService = {
  /** Base of every link in a mail (PUBLIC_APP_URL, no trailing slash). */
  readonly publicAppUrl: string;
  readonly productName: string;
  /** True when a mail of this purpose went to this address within the last 60 seconds. */
  wasSentRecently(input: {
    em: EntityManager;
    to: string;
    purpose: TMailPurpose;
    now?: Date;
  }): Promise<boolean>;
  /**
   * Renders the mail, writes its copy without single-use links to the outbox and flushes (with whatever
   * else the caller queued), then hands the full mail to the transport in the background.
   */
  send(input: {
    em: EntityManager;
    to: string;
    language: TLanguage;
    template: TMailTemplateInput;
  }): Promise<void>;
  /**
   * The same in steps, for a caller that writes many mails in its own transaction: renders the mail and
   * queues its copy in `em` (the caller flushes and commits), and answers what hands it to the transport,
   * to be called once the copy is committed.
   */
  queue(input: {
    em: EntityManager;
    to: string;
    language: TLanguage;
    template: TMailTemplateInput;
  }): () => void;
  /** Waits for every delivery in flight; the app awaits it before closing the ORM. */
  drain(): Promise<void>;
};

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAIL_ERROR_MAX_LENGTH);
}

/**
 * Every mail is recorded first (who, why, when, whether it went out), with a body whose single-use links
 * are replaced by a neutral text. The full mail, links included, exists only in memory until the
 * transport took it. Delivery is not awaited by the request on purpose: an SMTP round trip would make
 * "address has an account" answers measurably slower than "no account" ones (password reset must not
 * reveal which emails exist).
 *
 * There is no retry: a failed delivery is recorded on the row, and the stored body could not be resent
 * anyway (its link is gone). Whoever waits for a link asks for a new one, which issues a new token.
 */
export function createMailService({
  orm,
  mailer,
  publicAppUrl,
  productName,
}: {
  orm: MikroORM;
  mailer: TMailer;
  publicAppUrl: string;
  productName: string;
}): TMailService {
  const inFlight = new Set<Promise<void>>();

  const deliver = async (message: TOutgoingMail) => {
    const em = orm.em.fork();
    try {
      await mailer.deliver(message);
      await em.nativeUpdate(MailMessage, { id: message.id }, { sentAt: new Date(), error: null });
    } catch (error) {
      await em.nativeUpdate(MailMessage, { id: message.id }, { error: describeFailure(error) });
    }
  };

  const queue: TMailService['queue'] = ({ em, to, language, template }) => {
    const { delivered, stored } = renderMail(template, language);
    // Do not loosen: only the rendering without single-use links is written to the database.
    const message = em.create(MailMessage, {
      to: to.toLowerCase(),
      ...stored,
      purpose: template.purpose,
      language,
      sentAt: null,
      error: null,
    });
    return () => {
      const delivery = deliver({
        id: message.id,
        to: message.to,
        purpose: message.purpose,
        ...delivered,
      }).catch(() => {
        // Recording the failure itself failed (database gone): the row keeps sentAt null, nothing to do.
      });
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    };
  };

  return {
    publicAppUrl,
    productName,
    wasSentRecently: async ({ em, to, purpose, now = new Date() }) => {
      const since = new Date(now.getTime() - MAIL_ADDRESS_WINDOW_MS);
      return (await em.count(MailMessage, { to: to.toLowerCase(), purpose, createdAt: { $gt: since } })) > 0;
    },
    queue,
    send: async (input) => {
      const deliverNow = queue(input);
      await input.em.flush();
      deliverNow();
    },
    drain: async () => {
      await Promise.all([...inFlight]);
    },
  };
}
