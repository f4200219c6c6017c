import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACTIVITY_KINDS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../tenancy/index.ts';
import { TradingAccount } from './trading-account.entity.ts';

/** The dashboard's feed. `owner` is copied from the account so the feed is one indexed read. */
export const AccountActivity = defineEntity({
  name: 'AccountActivity',
  tableName: 'account_activities',
  indexes: [{ properties: ['owner', 'at'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(ACTIVITY_KINDS),
    values: p.json<Record<string, number | string | boolean | null>>(),
    at: p.datetime(),
  },
});
export type TAccountActivity = InferEntity<typeof AccountActivity>;
