import { useMemo, useState } from 'react';
import { Button, Group, Stack, Select, TextInput } from '@mantine/core';
import { NewPasswordFields, countryOptions, newPasswordRules } from '@propdesk/shared/ui-forms';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { passwordRefusalReasons } from '@propdesk/shared/http';
import { notify } from '@propdesk/shared/notify';
import { type TLanguage, useLazyTranslation } from '@propdesk/shared/i18n';
import { PHONE_PATTERN } from '@propdesk/shared/domain';
import { useSessionManager } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { signUpFailureToast } from './auth-feedback.ts';
import { readPendingReferral } from './pending-referral.ts';

export interface SignUpFormProps {
  /** The tenant whose /client/{slug}/auth page this is. */
  organizationSlug?: string;
  /** The address to start with (an invitation's, which works only for it). */
  initialEmail?: string;
  onRegistered: () => void;
}

export function SignUpForm({ organizationSlug, initialEmail = '', onRegistered }: SignUpFormProps) {
  const { t, i18n } = useLazyTranslation(authTexts);
  const sessionManager = useSessionManager();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: initialEmail,
      password: '',
      confirmPassword: '',
      country: null as string | null,
      phone: '',
      referralCode: readPendingReferral(),
    },
    validate: {
      firstName: isNotEmpty(t('validation.required')),
      lastName: isNotEmpty(t('validation.required')),
      email: isEmail(t('validation.email')),
      ...newPasswordRules({
        length: t('validation.passwordLength'),
        mismatch: t('validation.passwordsDiffer'),
      }),
      country: isNotEmpty(t('validation.required')),
      phone: (value) =>
        value.trim() === '' || PHONE_PATTERN.test(value.trim()) ? null : t('validation.phone'),
    },
  });

  const submit = form.onSubmit(
    async ({ confirmPassword: _confirm, country, phone, referralCode, ...values }) => {
      setIsSubmitting(true);
      try {
        await sessionManager.signUp({
          ...values,
          country: country ?? '',
          language: i18n.language as TLanguage,
          ...(referralCode.trim() ? { referralCode: referralCode.trim() } : {}),
          ...(phone.trim() ? { phone: phone.trim() } : {}),
          ...(organizationSlug ? { clientOrganizationSlug: organizationSlug } : {}),
        });
        // The api answers a duplicate address exactly like a new one (and mails the owner instead), so
        // the words must be true either way and reveal nothing about who is registered.
        void notify({
          color: 'green',
          title: t('toasts.signUpSentTitle'),
          message: t('toasts.signUpSentMessage'),
        });
        form.reset();
        onRegistered();
      } catch (error) {
        const reasons = passwordRefusalReasons(error);
        if (reasons) form.setFieldError('password', reasons.join(' '));
        else void notify(signUpFailureToast(error, t));
      } finally {
        setIsSubmitting(false);
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('signUp.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('signUp.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          form={form}
          passwordLabel={t('signUp.password')}
          passwordHint={t('signUp.passwordHint')}
          confirmationLabel={t('signUp.confirmPassword')}
        />
        <Select
          label={t('signUp.country')}
          placeholder={t('signUp.countryPlaceholder')}
          nothingFoundMessage={t('signUp.countryNothingFound')}
          data={countries}
          searchable
          required
          {...form.getInputProps('country')}
        />
        <TextInput label={t('signUp.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label={t('signUp.referralCode')} {...form.getInputProps('referralCode')} />
        {/* Submit stays disabled until a country is chosen. */}
        <Button type="submit" loading={isSubmitting} disabled={!form.values.country} fullWidth>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
