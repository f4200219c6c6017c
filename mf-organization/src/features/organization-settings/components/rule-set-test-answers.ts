// Test helpers only: imported by the rule-set *.test.tsx files, never by code that ships.
import type {
  TImpactPreview,
  TRuleSetCheck,
  TRuleSetIssue,
  TRuleSetVersion,
  TRuleSetVersionPage,
} from '@propdesk/shared/contracts';
import { ruleSetFixture, type StubbedAnswer, type StubbedHandler } from '@propdesk/shared/testing';
import { TEST_FIRM_ID } from './render-as-member.tsx';

export const RULE_SETS_PATH = `/api/organizations/${TEST_FIRM_ID}/rule-sets`;
export const IN_FORCE_ID = '22222222-2222-4222-8222-222222222222';
export const DRAFT_ID = '33333333-3333-4333-8333-333333333333';

/** Version 1 of the 2-step rules, in force since 1 November, with the defaults the api starts with. */
export const IN_FORCE: TRuleSetVersion = {
  id: IN_FORCE_ID,
  program: 'two_step',
  version: 1,
  state: 'active',
  effectiveFrom: '2026-11-01T00:00:00.000Z',
  data: ruleSetFixture('two_step'),
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** Version 2, a draft copied from version 1 and saved once. */
export const DRAFT: TRuleSetVersion = {
  ...IN_FORCE,
  id: DRAFT_ID,
  version: 2,
  state: 'draft',
  effectiveFrom: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

/** The first page of versions, the pending one (if any) first. */
export function versionPage(pending: TRuleSetVersion | null): TRuleSetVersionPage {
  const versions = pending === null ? [IN_FORCE] : [pending, IN_FORCE];
  return { versions, inForce: IN_FORCE, pending, total: versions.length, page: 1, pageSize: 10 };
}

/** The check's answer: the issues given, or, with none, one rule text per phase of the program. */
export function checkAnswer(issues: TRuleSetIssue[] = []): TRuleSetCheck {
  return {
    valid: issues.length === 0,
    issues,
    phases:
      issues.length > 0
        ? []
        : [
            {
              kind: 'challenge',
              texts: [
                {
                  rule: 'daily_loss',
                  key: 'engine.rules.dailyLoss.initial_balance',
                  values: {},
                  text: 'Your equity must stay above $95,000.00 today.',
                },
              ],
            },
          ],
  };
}

/** An api refusal as the api words it. */
export function refusal(status: number, message: string, details?: unknown): StubbedAnswer {
  return { status, body: { error: { code: 'BAD_REQUEST', message, details }, requestId: 'req-1' } };
}

/** The draft's latest impact preview, as the api answers it. */
export function previewAnswer(preview: TImpactPreview | null): StubbedAnswer {
  return { body: { preview } };
}

export function previewFixture(overrides: Partial<TImpactPreview> = {}): TImpactPreview {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    ruleSetId: DRAFT_ID,
    status: 'done',
    windowDays: 30,
    total: 10,
    processed: 10,
    unchanged: 7,
    skipped: 1,
    changes: { would_fail: 2, would_survive: 0, would_pass: 0, would_not_pass: 0 },
    examples: [],
    failure: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    finishedAt: '2026-11-27T10:01:00.000Z',
    ...overrides,
  };
}

/**
 * The rule-set answers a settings page needs: the versions (pending or not), the check (always valid
 * unless `check` says otherwise) and no impact preview yet; `extra` adds or replaces entries.
 */
export function ruleSetAnswers(
  pending: TRuleSetVersion | null,
  extra: Record<string, StubbedAnswer | StubbedHandler> = {},
): Record<string, StubbedAnswer | StubbedHandler> {
  return {
    [`GET ${RULE_SETS_PATH}`]: { body: versionPage(pending) },
    [`POST ${RULE_SETS_PATH}/check`]: { body: checkAnswer() },
    [`GET ${RULE_SETS_PATH}/${DRAFT_ID}/impact-previews/latest`]: previewAnswer(null),
    ...extra,
  };
}
