import { ZOutboxMailList, type TOutboxMail } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';

/** The development mailbox as a test reads it, newest first. */
export async function readOutbox(app: FastifyInstance, to?: string): Promise<TOutboxMail[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  const { mails } = ZOutboxMailList.parse(response.json());
  return to === undefined ? mails : mails.filter((mail) => mail.to === to);
}

/** The token of the newest link in a mail (the `token_hash` query value). */
export function tokenFromMail(mail: TOutboxMail): string {
  const match = /token_hash=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (match?.[1] === undefined) throw new Error(`no link in mail "${mail.subject}"`);
  return match[1];
}
