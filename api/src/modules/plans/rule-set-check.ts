import {
  ZRuleSetData,
  type TRuleSetCheck,
  type TRuleSetData,
  type TRuleSetIssue,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { createAccountState, describeRules } from '../../engine/index.ts';

/** The schema's problems as the editor shows them: one per field, with its path. */
function issuesOf(error: z.ZodError): TRuleSetIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    code: issue.code,
    message: issue.message,
  }));
}

/**
 * Rules as written, judged by the very schema the engine reads (every problem at once) and, when valid,
 * put in words by the engine for a fresh account of each phase: what a trader would read on day one.
 */
export function checkRuleSet({
  data,
  accountSizeMinor,
  currency,
  now,
}: {
  data: unknown;
  accountSizeMinor: number;
  currency: string;
  now: number;
}): TRuleSetCheck {
  const parsed = ZRuleSetData.safeParse(data);
  if (!parsed.success) return { valid: false, issues: issuesOf(parsed.error), phases: [] };
  const rules = parsed.data;
  return {
    valid: true,
    issues: [],
    phases: rules.phases.map((phase, phaseIndex) => ({
      kind: phase.kind,
      texts: describeRules(
        rules,
        createAccountState(rules, {
          initialBalanceMinor: accountSizeMinor,
          startedAt: now,
          phaseIndex,
          currency,
        }),
        now,
      ),
    })),
  };
}

/** Valid rules of `program`, or a 400 listing every problem (the editor places each under its field). */
export function validRuleSetData(data: unknown, program: string): TRuleSetData {
  const parsed = ZRuleSetData.safeParse(data);
  if (!parsed.success)
    throw DomainError.badRequest('The rules are not valid', { issues: issuesOf(parsed.error) });
  if (parsed.data.program !== program)
    throw DomainError.badRequest(`The rules are for ${parsed.data.program}, not ${program}`);
  return parsed.data;
}
