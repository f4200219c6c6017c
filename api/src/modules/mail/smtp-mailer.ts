import nodemailer from 'nodemailer';
import type { TMailer } from './mailer.ts';

/** An SMTP URL in production; tests pass nodemailer's json or stream transport (no network). */
export type TSmtpTransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** What the transport reported; the json and stream transports put the built message in `message`. */
export type TDeliveryReport = { messageId?: string; message?: unknown };

/** Delivers through nodemailer; one transport per api process, closed with the app. */
export function createSmtpMailer({
  transport,
  from,
  onDelivered,
}: {
  transport: TSmtpTransportOptions;
  from: string;
  onDelivered?: (report: TDeliveryReport) => void;
}): TMailer {
  const transporter = nodemailer.createTransport(transport);
  return {
    deliver: async (mail) => {
      const report: TDeliveryReport = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      onDelivered?.(report);
    },
    close: () => transporter.close(),
  };
}
