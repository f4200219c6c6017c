import { z } from 'zod';
import {
  DISPUTE_DECISIONS,
  DISPUTE_REASON_LIMITS,
  DISPUTE_STATUSES,
  LOSS_RULES,
} from '../domain/breaches.ts';
import { BREACH_SEVERITIES, PHASE_KINDS, PROGRAMS } from '../domain/plans.ts';
import { TRADING_ACCOUNT_STATUSES } from '../domain/trading-accounts.ts';
import { ZRuleText } from './plans.ts';

export * from '../domain/breaches.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

export const ZBreachReport = z.object({
  rule: z.enum(LOSS_RULES),
  crossedRules: z.array(z.enum(LOSS_RULES)),
  severity: z.enum(BREACH_SEVERITIES),
  at: z.number(),
  dayKey: z.string(),
  phaseIndex: z.number().int(),
  scalingLevel: z.number().int(),
  event: z.record(z.string(), z.unknown()),
  floorMinor: z.number().int(),
  comparedValue: z.enum(['equity', 'balance']),
  comparedMinor: z.number().int(),
  equityMinor: z.number().int(),
  balanceMinor: z.number().int(),
  toleranceMinor: z.number().int(),
  formula: ZRuleText,
  timeline: z.array(z.record(z.string(), z.unknown())),
});
export type TBreachReport = z.infer<typeof ZBreachReport>;

export const ZDispute = z.object({
  id: ZId,
  status: z.enum(DISPUTE_STATUSES),
  message: z.string(),
  resolution: z.string().nullable(),
  createdAt: ZInstant,
  resolvedAt: ZInstant.nullable(),
});
export type TDispute = z.infer<typeof ZDispute>;

export const ZBreach = z.object({
  id: ZId,
  rule: z.enum(LOSS_RULES),
  severity: z.enum(BREACH_SEVERITIES),
  at: ZInstant,
  /** SHA-256 of the verdict's inputs (rules, prior state, event): re-derivable on dispute. */
  inputHash: z.string(),
  report: ZBreachReport,
  dispute: ZDispute.nullable(),
});
export type TBreach = z.infer<typeof ZBreach>;

export const ZCreateDispute = z.object({
  message: z
    .string()
    .trim()
    .min(20, 'Explain what you dispute in at least 20 characters')
    .max(2000, 'At most 2,000 characters'),
});
export type TCreateDispute = z.infer<typeof ZCreateDispute>;

export const ZBreachIdParams = z.object({
  accountId: z.uuid('Must be an account id'),
  breachId: z.uuid('Must be a breach id'),
});

// --- The firm's review of disputes (staff holding disputes.decide) -------------------------------------

export const ZStaffDisputeListQuery = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TStaffDisputeListQuery = z.infer<typeof ZStaffDisputeListQuery>;

/** A dispute as staff review it: the breach it contests, the account and the trader. */
export const ZStaffDispute = ZDispute.extend({
  /** Who decided it (name, or email when none was given); null while open. */
  resolvedByName: z.string().nullable(),
  breach: z.object({
    id: ZId,
    rule: z.enum(LOSS_RULES),
    severity: z.enum(BREACH_SEVERITIES),
    at: ZInstant,
  }),
  account: z.object({
    id: ZId,
    login: z.string(),
    program: z.enum(PROGRAMS),
    phaseKind: z.enum(PHASE_KINDS),
    status: z.enum(TRADING_ACCOUNT_STATUSES),
    currency: z.string(),
  }),
  trader: z.object({ id: ZId, name: z.string(), email: z.string() }),
});
export type TStaffDispute = z.infer<typeof ZStaffDispute>;

export const ZStaffDisputePage = z.object({
  disputes: z.array(ZStaffDispute),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStaffDisputePage = z.infer<typeof ZStaffDisputePage>;

export const ZStaffDisputeIdParams = z.object({
  organizationId: z.uuid('Must be an organization id'),
  disputeId: z.uuid('Must be a dispute id'),
});

const ZDisputeReason = z
  .string()
  .trim()
  .min(DISPUTE_REASON_LIMITS.minLength, 'Give the trader a reason of at least 5 characters')
  .max(DISPUTE_REASON_LIMITS.maxLength, 'At most 1,000 characters');

/**
 * The firm's decision. Overturning voids the breach and reinstates the account, so it always says why;
 * upholding may add a reason for the trader.
 */
export const ZDisputeDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal(DISPUTE_DECISIONS[0]), reason: ZDisputeReason.optional() }),
  z.object({ decision: z.literal(DISPUTE_DECISIONS[1]), reason: ZDisputeReason }),
]);
export type TDisputeDecisionInput = z.infer<typeof ZDisputeDecisionInput>;

export const ZDisputeDecisionResult = z.object({
  dispute: ZStaffDispute,
  /**
   * Whether the account went back to its state before the breach. False when it was upheld, and when an
   * overturned soft breach had nothing left to reinstate (the account had taken events since).
   */
  isAccountReinstated: z.boolean(),
});
export type TDisputeDecisionResult = z.infer<typeof ZDisputeDecisionResult>;
