import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CLIENT_NOTE_MAX_LENGTH } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';

/**
 * A staff note on a client, kept by the organization that wrote it: another firm the same person trades
 * with never reads it. Notes are never edited or deleted through the api; the audit trail records each one
 * written.
 */
export const ClientNote = defineEntity({
  name: 'ClientNote',
  tableName: 'client_notes',
  // The client's details list their notes in one organization, newest first.
  indexes: [{ properties: ['organization', 'client', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade'),
    client: () => p.manyToOne(User).deleteRule('cascade').index(),
    // Kept when the author's account goes: the note stays, unsigned.
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    text: p.string().length(CLIENT_NOTE_MAX_LENGTH),
  },
});

export type TClientNote = InferEntity<typeof ClientNote>;
