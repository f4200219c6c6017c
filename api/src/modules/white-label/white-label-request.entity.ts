import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { WHITE_LABEL_REQUEST_STATUSES, WHITE_LABEL_TRADER_RANGES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';

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
  },
});

export type TWhiteLabelRequest = InferEntity<typeof WhiteLabelRequest>;
