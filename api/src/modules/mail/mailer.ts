/** One rendered mail, ready for a transport. */
export type TOutgoingMail = { to: string; subject: string; text: string; html: string };

/**
 * Where mail goes after it is written to the outbox table. Two implementations, chosen by configuration
 * (SMTP_URL): SMTP through nodemailer, or the outbox only (the table is the whole delivery; the
 * development mailbox shows it).
 */
export type TMailer = {
  /** False for the outbox-only mailer: nothing is delivered and `sentAt` stays null. */
  readonly deliversMail: boolean;
  /** Hands the mail to the transport; rejects when it was not accepted. */
  deliver(mail: TOutgoingMail): Promise<void>;
  close(): void;
};

export const outboxOnlyMailer: TMailer = {
  deliversMail: false,
  deliver: async () => {},
  close: () => {},
};
