import { DEFAULT_RULE_SETS, type TRuleSetData } from '../contracts/index.ts';
import type { TProgram } from '../domain/plans.ts';

/**
 * A program's default rules (the ones the api starts every organization with), changed where a test
 * needs other numbers: a page that typed the defaults in instead of reading them then fails.
 */
export function ruleSetFixture(program: TProgram, changes: Partial<TRuleSetData> = {}): TRuleSetData {
  return { ...structuredClone(DEFAULT_RULE_SETS[program]), ...changes };
}
