import { TOTP_DIGITS } from '@propdesk/shared/domain';
import { useTranslation } from '@propdesk/shared/i18n';
import { TextInput } from '@mantine/core';
import { MFA_NAMESPACE } from './mfa-catalogs.ts';

type OneTimeCodeInputProps = {
  /** `code` for the authenticator's digits, `recovery` for a saved recovery code. */
  kind: 'code' | 'recovery';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** Field for the second factor: numeric keyboard and one-time-code autofill on phones. */
export function OneTimeCodeInput({ kind, value, onChange, error }: OneTimeCodeInputProps) {
  const { t } = useTranslation(MFA_NAMESPACE);
  const isCode = kind === 'code';
  return (
    <TextInput
      label={t(isCode ? 'code.label' : 'recoveryCode.label')}
      description={t(isCode ? 'code.description' : 'recoveryCode.description')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
      required
      data-autofocus
      autoComplete={isCode ? 'one-time-code' : 'off'}
      inputMode={isCode ? 'numeric' : 'text'}
      maxLength={isCode ? TOTP_DIGITS : 20}
      placeholder={isCode ? '123456' : 'ABCDE-23456'}
      styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em' } }}
    />
  );
}

/** The trimmed value when it has the shape the api accepts, else null (the field shows why). */
export function normalizeOneTimeCode(kind: 'code' | 'recovery', value: string): string | null {
  const trimmed = value.replace(/\s/g, '');
  if (kind === 'code') return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(trimmed) ? trimmed : null;
  return /^[A-Za-z2-9]{5}-?[A-Za-z2-9]{5}$/.test(trimmed) ? trimmed.toUpperCase() : null;
}
