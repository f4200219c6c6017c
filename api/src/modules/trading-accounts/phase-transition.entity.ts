import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { TradingAccount } from './trading-account.entity.ts';

/** A pass into the next phase (a new account) or an instant account's step up the scaling plan. */
export const PhaseTransition = defineEntity({
  name: 'PhaseTransition',
  tableName: 'phase_transitions',
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
    nextAccount: () => p.manyToOne(TradingAccount).nullable().deleteRule('set null'),
    kind: p.enum(['passed', 'scaling'] as const),
    fromPhaseIndex: p.integer(),
    toPhaseIndex: p.integer().nullable(),
    fromLevel: p.integer(),
    toLevel: p.integer(),
    balanceMinor: p.integer(),
    at: p.datetime(),
    inputHash: p.string().length(64),
  },
});
export type TPhaseTransition = InferEntity<typeof PhaseTransition>;
