import type { TMailer, TOutgoingMail } from './mailer.ts';

/** How many mails the development mailbox keeps: the newest ones, the oldest fall out first. */
export const DEVELOPMENT_MAILBOX_CAPACITY = 200;

export type TMailboxEntry = TOutgoingMail & { deliveredAt: Date };

export type TDevelopmentMailbox = TMailer & {
  /** The mails delivered so far, newest first. */
  list(): readonly TMailboxEntry[];
};

/**
 * The mailer when no SMTP server is configured: it "delivers" the full mail, links included, into this
 * process's memory, where the development mailbox (GET /api/dev/outbox) reads it. The links are never
 * written to the database; memory holds the newest mails only and a restart empties it. Production
 * always has SMTP (load-config.ts requires SMTP_URL there).
 */
export function createDevelopmentMailbox({
  capacity = DEVELOPMENT_MAILBOX_CAPACITY,
}: { capacity?: number } = {}): TDevelopmentMailbox {
  let entries: TMailboxEntry[] = [];
  return {
    // Synchronous up to the returned promise: the mail is listed as soon as the request that sent it
    // has answered, so a test or the /email-test page can read it straight away.
    deliver: async (mail) => {
      entries = [{ ...mail, deliveredAt: new Date() }, ...entries].slice(0, capacity);
    },
    list: () => entries,
    close: () => {
      entries = [];
    },
  };
}
