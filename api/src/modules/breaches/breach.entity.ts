import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BREACH_SEVERITIES, LOSS_RULES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import type { TBreachReport } from '../../engine/index.ts';
import { TradingAccount } from '../trading-accounts/trading-account.entity.ts';

/** A broken rule with the engine's report. Never deleted: staff decisions go on its dispute. */
export const Breach = defineEntity({
  name: 'Breach',
  tableName: 'breaches',
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
    rule: p.enum(LOSS_RULES),
    severity: p.enum(BREACH_SEVERITIES),
    at: p.datetime(),
    report: p.json<TBreachReport>(),
    /** SHA-256 of the verdict's inputs (rules, prior state, event). */
    inputHash: p.string().length(64),
  },
});
export type TBreach = InferEntity<typeof Breach>;
