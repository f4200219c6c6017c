import type { TMailPurpose } from './mail.constants.ts';

/**
 * One rendered mail, ready for a transport, with the id of its outbox row. The only copy that holds its
 * single-use links: it lives in memory while it is handed over and is never written to the database.
 */
export type TOutgoingMail = {
  id: string;
  to: string;
  purpose: TMailPurpose;
  subject: string;
  text: string;
  html: string;
};

/**
 * Where a mail goes after its redacted copy is written to the outbox table. Two implementations, chosen
 * by configuration (SMTP_URL): SMTP through nodemailer, or, without SMTP (development and tests), the
 * in-memory development mailbox.
 */
export type TMailer = {
  /** Hands the mail to the transport; rejects when it was not accepted. */
  deliver(mail: TOutgoingMail): Promise<void>;
  close(): void;
};
