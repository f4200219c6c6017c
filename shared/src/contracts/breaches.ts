import { z } from 'zod';
import { DISPUTE_STATUSES, LOSS_RULES } from '../domain/breaches.ts';
import { BREACH_SEVERITIES } from '../domain/plans.ts';
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
