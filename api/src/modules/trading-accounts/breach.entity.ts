import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BREACH_SEVERITIES, LOSS_RULES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import type { TAccountState, TBreachReport } from '../../engine/index.ts';
import { TradingAccount } from './trading-account.entity.ts';

/**
 * A broken rule with the engine's report. Never deleted: staff decisions go on its dispute, and an
 * overturned breach stays on record, void.
 */
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
    /**
     * The end of the trading day the breach fell in, in the account's reset calendar: the account was
     * "breached today" until then. Null for breaches recorded before it was kept.
     */
    dayEndsAt: p.datetime().nullable(),
    /**
     * The state the verdict judged from, which overturning the breach restores, and the fingerprint of the
     * state the breaching evaluation left, which tells whether the account is still there
     * (engine/reinstatement.ts). Null for breaches recorded before they were kept: those cannot be restored.
     */
    priorState: p.json<TAccountState>().nullable().lazy(),
    outcomeFingerprint: p.string().length(64).nullable(),
  },
});
export type TBreach = InferEntity<typeof Breach>;
