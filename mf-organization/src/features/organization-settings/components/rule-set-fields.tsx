import { createContext, use, useRef } from 'react';
import { NativeSelect, NumberInput, Switch, Text } from '@mantine/core';
import type { TRuleSetIssue } from '@propdesk/shared/contracts';
import { issueAt, valueAt, type TRulePath, type TRuleSetForm } from './rule-set-form.ts';

type TRuleSetFormState = {
  form: TRuleSetForm;
  /** The problems the api found in the rules as typed, each shown under its field. */
  issues: readonly TRuleSetIssue[];
  change: (path: TRulePath, value: unknown) => void;
};

const RuleSetFormContext = createContext<TRuleSetFormState | null>(null);

/** Hands the rules being edited, their issues and the way to change them to every field below. */
export const RuleSetFormProvider = RuleSetFormContext;

export function useRuleSetForm(): TRuleSetFormState {
  const state = use(RuleSetFormContext);
  if (state === null) throw new Error('A rule-set field needs a RuleSetFormProvider above it');
  return state;
}

/** One field of the rules: its value, the api's words about it, and how to change it. */
export function useRuleField(path: TRulePath) {
  const { form, issues, change } = useRuleSetForm();
  return {
    value: valueAt(form, path),
    error: issueAt(issues, path) ?? undefined,
    set: (value: unknown) => change(path, value),
  };
}

/**
 * A number of the rules; `scale` 100 shows minor units (cents) as currency units. `isNullWhenEmpty`: an
 * emptied field means "not set" (null) rather than a number still to be typed.
 */
export function RuleNumber({
  path,
  label,
  description,
  unit,
  decimals = 2,
  scale = 1,
  isNullWhenEmpty = false,
}: {
  path: TRulePath;
  label: string;
  description?: string;
  unit?: string;
  decimals?: number;
  scale?: number;
  isNullWhenEmpty?: boolean;
}) {
  const field = useRuleField(path);
  const raw = field.value;
  const shown = typeof raw === 'number' ? raw / scale : typeof raw === 'string' ? raw : '';
  return (
    <NumberInput
      label={label}
      description={description}
      value={shown}
      error={field.error}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={false}
      // The api's check is the validation: a value out of range stays as typed and is named under the field.
      clampBehavior="none"
      rightSection={
        unit === undefined ? undefined : (
          <Text size="xs" c="dimmed" aria-hidden>
            {unit}
          </Text>
        )
      }
      rightSectionPointerEvents="none"
      onChange={(value) => {
        if (typeof value === 'number') field.set(scale === 1 ? value : Math.round(value * scale));
        else field.set(value === '' && isNullWhenEmpty ? null : value);
      }}
    />
  );
}

/** One of a fixed list of values (a rule's mode, basis, severity…). */
export function RuleChoice<TValue extends string>({
  path,
  label,
  description,
  options,
  labelOf,
}: {
  path: TRulePath;
  label: string;
  description?: string;
  options: readonly TValue[];
  labelOf: (value: TValue) => string;
}) {
  const field = useRuleField(path);
  return (
    <NativeSelect
      label={label}
      description={description}
      value={typeof field.value === 'string' ? field.value : ''}
      error={field.error}
      data={options.map((value) => ({ value, label: labelOf(value) }))}
      onChange={(event) => field.set(event.currentTarget.value)}
    />
  );
}

/** A yes-or-no switch of the rules. */
export function RuleSwitch({
  path,
  label,
  description,
}: {
  path: TRulePath;
  label: string;
  description?: string;
}) {
  const field = useRuleField(path);
  return (
    <Switch
      label={label}
      description={description}
      checked={field.value === true}
      error={field.error}
      onChange={(event) => field.set(event.currentTarget.checked)}
    />
  );
}

/**
 * A switch for a rule that may be absent (null): switched back on, it gets what it held before, or
 * `fallback`. `isOnWhenAbsent` turns it around for switches that say "none" ("No target", "Never").
 */
export function RuleToggle({
  path,
  label,
  description,
  fallback,
  isOnWhenAbsent = false,
}: {
  path: TRulePath;
  label: string;
  description?: string;
  fallback: unknown;
  isOnWhenAbsent?: boolean;
}) {
  const field = useRuleField(path);
  const lastValue = useRef<unknown>(null);
  const isPresent = field.value !== null && field.value !== undefined;
  return (
    <Switch
      label={label}
      description={description}
      checked={isOnWhenAbsent ? !isPresent : isPresent}
      error={field.error}
      onChange={(event) => {
        const isOn = event.currentTarget.checked;
        if (isOnWhenAbsent ? !isOn : isOn) {
          field.set(lastValue.current ?? fallback);
        } else {
          lastValue.current = field.value;
          field.set(null);
        }
      }}
    />
  );
}
