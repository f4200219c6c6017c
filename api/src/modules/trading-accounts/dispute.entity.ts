import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DISPUTE_STATUSES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../tenancy/index.ts';
import { Breach } from './breach.entity.ts';

/** A trader contesting a breach of their own account, and the staff's decision on it. */
export const Dispute = defineEntity({
  name: 'Dispute',
  tableName: 'disputes',
  properties: {
    ...baseProperties(),
    // One dispute per breach.
    breach: () => p.oneToOne(Breach).owner().deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade').index(),
    message: p.text(),
    status: p.enum(DISPUTE_STATUSES).default('open').index(),
    resolution: p.text().nullable(),
    resolvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    resolvedAt: p.datetime().nullable(),
  },
});
export type TDispute = InferEntity<typeof Dispute>;
