import type nodemailer from 'nodemailer';
import type { TMailer } from './mailer.ts';

/** An SMTP URL in production; tests pass nodemailer's json or stream transport (no network). */
export type TSmtpTransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** What the transport reported; the json and stream transports put the built message in `message`. */
export type TDeliveryReport = { messageId?: string; message?: unknown };

type TTransporter = ReturnType<typeof nodemailer.createTransport>;

/**
 * Delivers through nodemailer; one transport per api process, closed with the app. nodemailer (about
 * 20 MB once loaded) is loaded with the first mail, so an instance that sends none never holds it.
 */
export function createSmtpMailer({
  transport,
  from,
  onDelivered,
}: {
  transport: TSmtpTransportOptions;
  from: string;
  onDelivered?: (report: TDeliveryReport) => void;
}): TMailer {
  let transporter: Promise<TTransporter> | null = null;
  const transporterOnce = (): Promise<TTransporter> => {
    transporter ??= import('nodemailer').then(({ default: mailer }) => mailer.createTransport(transport));
    return transporter;
  };
  return {
    deliver: async (mail) => {
      const report: TDeliveryReport = await (
        await transporterOnce()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      onDelivered?.(report);
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
}
