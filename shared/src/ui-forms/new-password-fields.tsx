import type { ReactNode } from 'react';
import { PasswordInput } from '@mantine/core';
import { hasLength, matchesField, type UseFormReturnType } from '@mantine/form';
import { PASSWORD_POLICY } from '@propdesk/shared/domain';

/** The form fields that hold the new password and its confirmation. */
export interface NewPasswordFieldNames<P extends string = string, C extends string = string> {
  password: P;
  confirmation: C;
}

const DEFAULT_FIELDS: NewPasswordFieldNames<'password', 'confirmPassword'> = {
  password: 'password',
  confirmation: 'confirmPassword',
};

type FieldRule = (value: unknown, values: Record<string, unknown>) => ReactNode;

/**
 * The validation of a new password for useForm's `validate`: a length the password policy allows, and
 * the same password twice. The server judges the rest (common passwords, …) and answers with reasons
 * (passwordRefusalReasons) that belong under the password field.
 */
export function newPasswordRules<P extends string = 'password', C extends string = 'confirmPassword'>(
  messages: { length: string; mismatch: string },
  fields: NewPasswordFieldNames<P, C> = DEFAULT_FIELDS as NewPasswordFieldNames<P, C>,
): Record<P | C, FieldRule> {
  const rules: Record<string, FieldRule> = {
    [fields.password]: hasLength(
      { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength },
      messages.length,
    ),
    [fields.confirmation]: matchesField<Record<string, unknown>>(fields.password, messages.mismatch),
  };
  return rules as Record<P | C, FieldRule>;
}

export interface NewPasswordFieldsProps<Values extends Record<string, unknown>> {
  /** A form from useForm (controlled or uncontrolled) whose validate includes newPasswordRules. */
  form: UseFormReturnType<Values>;
  /** Default: `password` and `confirmPassword`. */
  fields?: NewPasswordFieldNames;
  passwordLabel: string;
  /** The password policy in words, shown under the new password. */
  passwordHint?: string;
  confirmationLabel: string;
  /**
   * Also checks the confirmation when it loses focus rather than only on submit: a confirmation that is
   * filled in and differs gets `message` under it, and `onMismatch` runs (to add a toast, say).
   */
  mismatchOnBlur?: { message: string; onMismatch?: () => void };
}

/**
 * A new password and its confirmation, the pair every form that sets a password shows (sign-up, the
 * first admin, a password reset, a password change). Renders the two inputs only, so it sits in the
 * caller's own layout; the rules come from newPasswordRules.
 */
export function NewPasswordFields<Values extends Record<string, unknown>>({
  form,
  fields = DEFAULT_FIELDS,
  passwordLabel,
  passwordHint,
  confirmationLabel,
  mismatchOnBlur,
}: NewPasswordFieldsProps<Values>) {
  const confirmationProps = form.getInputProps(fields.confirmation);
  const checkConfirmation = () => {
    if (!mismatchOnBlur) return;
    const values = form.getValues();
    const confirmation = values[fields.confirmation];
    if (confirmation && values[fields.password] !== confirmation) {
      form.setFieldError(fields.confirmation, mismatchOnBlur.message);
      mismatchOnBlur.onMismatch?.();
    }
  };
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={passwordHint}
        autoComplete="new-password"
        required
        key={form.key(fields.password)}
        {...form.getInputProps(fields.password)}
      />
      <PasswordInput
        label={confirmationLabel}
        autoComplete="new-password"
        required
        key={form.key(fields.confirmation)}
        {...confirmationProps}
        onBlur={() => {
          confirmationProps.onBlur?.();
          checkConfirmation();
        }}
      />
    </>
  );
}
