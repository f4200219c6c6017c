import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SUPPORTED_LANGUAGES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { EMAIL_MAX_LENGTH } from '../tenancy/index.ts';
import { MAIL_ERROR_MAX_LENGTH, MAIL_PURPOSES, MAIL_SUBJECT_MAX_LENGTH } from './mail.constants.ts';

/**
 * The outbox: every mail is recorded here before any delivery is tried. `sentAt` is set once the
 * transport accepted it; `error` keeps the delivery failure. Do not loosen: `text` and `html` are the
 * rendering without single-use links (mail-templates.ts), so this table never holds a live verification
 * or reset token. Rows are purged after MAIL_RETENTION_MS (mail-retention.ts).
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_messages',
  properties: {
    ...baseProperties(),
    to: p.string().lowercase().trim().length(EMAIL_MAX_LENGTH),
    subject: p.string().length(MAIL_SUBJECT_MAX_LENGTH),
    text: p.text(),
    html: p.text(),
    purpose: p.enum(MAIL_PURPOSES),
    language: p.enum(SUPPORTED_LANGUAGES),
    sentAt: p.datetime().nullable(),
    error: p.string().length(MAIL_ERROR_MAX_LENGTH).nullable(),
  },
  // The per-address limit looks up the latest mail of one purpose to one address.
  indexes: [{ properties: ['to', 'purpose', 'createdAt'] }],
});

export type TMailMessage = InferEntity<typeof MailMessage>;
