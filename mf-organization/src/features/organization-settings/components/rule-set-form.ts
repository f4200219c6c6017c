import type { TRuleSetData, TRuleSetIssue } from '@propdesk/shared/contracts';

/** A field of the rules as the editor holds it: a number field may hold what is being typed ('', '1.'). */
type TEditable<T> = T extends number
  ? number | string
  : T extends readonly (infer Item)[]
    ? TEditable<Item>[]
    : T extends object
      ? { [Key in keyof T]: TEditable<T[Key]> }
      : T;

/**
 * The rules as the editor holds them: the shape of a rule set, numbers possibly half typed. It is sent
 * as it is, so the api's check names every problem (the server's issues are the validation).
 */
export type TRuleSetForm = TEditable<TRuleSetData>;

/** Where a field sits in the rules, as the api's issues name it (`['phases', 1, 'profitTargetPercent']`). */
export type TRulePath = readonly (string | number)[];

/**
 * What a switched-off rule comes back with when nothing was typed for it before: the documented defaults
 * (docs: Domain rules), a starting point the firm then changes.
 */
export const SWITCHED_ON_DEFAULTS = {
  profitTargetPercent: 10,
  dailyLoss: {
    percent: 5,
    basis: 'initial_balance',
    anchor: 'balance',
    includeFloating: true,
    evaluation: 'intraday',
    severity: 'hard',
  },
  lockAtPercentAboveInitial: 0,
  profitableDayPercent: 0.5,
  consistencyMaxBestDayPercent: 50,
  inactivityExpiryDays: 30,
  scaling: { profitThresholdPercent: 10, balanceIncreasePercent: 25 },
} as const;

/**
 * The payout terms added after the first rule sets are optional in stored rules; the editor shows (and
 * sends) the values the engine reads for them when absent (docs: Domain rules › Payouts).
 */
const PAYOUT_DEFAULTS = {
  splitStepPercent: 5,
  capsMinor: [],
  bufferPercent: 0,
  requireConsistency: true,
  floorAfterPayout: 'unchanged',
} as const;

/** The editor's copy of stored rules, the later payout terms filled in. */
export function formOf(data: TRuleSetData): TRuleSetForm {
  const copy = structuredClone(data);
  return {
    ...copy,
    payout: {
      ...copy.payout,
      splitStepPercent: copy.payout.splitStepPercent ?? PAYOUT_DEFAULTS.splitStepPercent,
      capsMinor: copy.payout.capsMinor ?? [...PAYOUT_DEFAULTS.capsMinor],
      bufferPercent: copy.payout.bufferPercent ?? PAYOUT_DEFAULTS.bufferPercent,
      requireConsistency: copy.payout.requireConsistency ?? PAYOUT_DEFAULTS.requireConsistency,
      floorAfterPayout: copy.payout.floorAfterPayout ?? PAYOUT_DEFAULTS.floorAfterPayout,
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, or undefined when the path leads nowhere (a switched-off rule's field). */
export function valueAt(form: unknown, path: TRulePath): unknown {
  let current: unknown = form;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isRecord(current) && typeof step === 'string') current = current[step];
    else return undefined;
  }
  return current;
}

function replacedAt(container: unknown, path: TRulePath, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(container) && typeof step === 'number') {
    const copy = [...(container as unknown[])];
    copy[step] = replacedAt(copy[step], rest, value);
    return copy;
  }
  if (isRecord(container) && typeof step === 'string') {
    return { ...container, [step]: replacedAt(container[step], rest, value) };
  }
  // A path through a switched-off rule (null): nothing there to change.
  return container;
}

/** A copy of the rules with `value` at `path`; every object and list on the way is copied, none changed. */
export function withValueAt(form: TRuleSetForm, path: TRulePath, value: unknown): TRuleSetForm {
  return replacedAt(form, path, value) as TRuleSetForm;
}

function isSamePath(left: TRulePath, right: TRulePath): boolean {
  return left.length === right.length && left.every((step, index) => step === right[index]);
}

/** The messages of the issues about exactly this field, joined for its error text; null when none. */
export function issueAt(issues: readonly TRuleSetIssue[], path: TRulePath): string | null {
  const messages = issues.filter((issue) => isSamePath(issue.path, path)).map((issue) => issue.message);
  return messages.length === 0 ? null : messages.join(' ');
}

/** Parts of the rules shown but not edited: an issue about one goes to the summary. */
const SHOWN_ONLY = new Set(['schemaVersion', 'program', 'kind']);

/**
 * The paths the editor has a field for: every value of the rules (a switched-off rule's switch sits at
 * its own path), and the list of payout caps as a whole.
 */
export function fieldPathsOf(form: TRuleSetForm): TRulePath[] {
  const walk = (value: unknown, path: (string | number)[]): TRulePath[] => {
    if (Array.isArray(value)) return value.flatMap((item, index) => walk(item, [...path, index]));
    if (isRecord(value)) {
      return Object.entries(value)
        .filter(([key]) => !SHOWN_ONLY.has(key))
        .flatMap(([key, item]) => walk(item, [...path, key]));
    }
    return [path];
  };
  return [...walk(form, []), ['payout', 'capsMinor']];
}

/**
 * The issues no field shows (about the rules as a whole, a phase's kind or the list of phases): the
 * summary lists them, since nothing else would.
 */
export function issuesWithoutField(issues: readonly TRuleSetIssue[], form: TRuleSetForm): TRuleSetIssue[] {
  const fieldPaths = fieldPathsOf(form);
  return issues.filter((issue) => !fieldPaths.some((path) => isSamePath(issue.path, path)));
}

/**
 * The issues of a refused save (`details.issues` of a 400), read structurally: the body is the api's,
 * checked here rather than trusted.
 */
export function issuesOfRefusal(details: unknown): TRuleSetIssue[] | null {
  if (!isRecord(details) || !Array.isArray(details.issues)) return null;
  const issues = details.issues.filter(
    (issue): issue is TRuleSetIssue =>
      isRecord(issue) &&
      Array.isArray(issue.path) &&
      typeof issue.message === 'string' &&
      typeof issue.code === 'string',
  );
  return issues.length === 0 ? null : issues;
}
