import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  WHITE_LABEL_NOTE_MAX_LENGTH,
  WHITE_LABEL_REQUEST_STATUSES,
  WHITE_LABEL_TRADER_RANGES,
} from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';

/** A firm's request for its own branded portal, sent from /white-label-checkout; admins follow it up. */
export const WhiteLabelRequest = defineEntity({
  name: 'WhiteLabelRequest',
  tableName: 'white_label_requests',
  properties: {
    ...baseProperties(),
    companyName: p.string().length(200),
    contactName: p.string().length(200),
    email: p.string().length(320),
    phone: p.string().length(40).nullable(),
    website: p.string().length(500).nullable(),
    expectedTraders: p.enum(WHITE_LABEL_TRADER_RANGES),
    message: p.text().nullable(),
    status: p.enum(WHITE_LABEL_REQUEST_STATUSES).default('new').index(),
    // Staff only; the full history of changes is in the audit log (white_label_request_updated).
    note: p.string().length(WHITE_LABEL_NOTE_MAX_LENGTH).nullable(),
    handledAt: p.datetime().nullable(),
    // Kept when the staff member's account goes; the audit log still names them by id.
    handledBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    // The organization provisioned for the request (white-label-provisioning.ts); null until then.
    organization: () => p.manyToOne(Organization).nullable().deleteRule('set null').index(),
  },
});

export type TWhiteLabelRequest = InferEntity<typeof WhiteLabelRequest>;
