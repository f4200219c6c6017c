import { useState } from 'react';
import { Button, Group, Stack, Text, PasswordInput, TextInput } from '@mantine/core';
import { NewPasswordFields, newPasswordRules } from '@propdesk/shared/ui-forms';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import type { TAdminBootstrapRequest } from '@propdesk/shared/contracts';
import { isApiError, passwordRefusalReasons } from '@propdesk/shared/http';
import { notify } from '@propdesk/shared/notify';
import { useApiClient } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';

/**
 * The admin page's "create first admin account" mode. The api accepts it only with the server's
 * bootstrap token and only while no admin exists, so showing it is a convenience, never the safeguard.
 */
export function FirstAdminForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useLazyTranslation(authTexts);
  const api = useApiClient();
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      bootstrapToken: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    validate: {
      bootstrapToken: isNotEmpty(t('validation.required')),
      firstName: isNotEmpty(t('validation.required')),
      lastName: isNotEmpty(t('validation.required')),
      email: isEmail(t('validation.email')),
      ...newPasswordRules({
        length: t('validation.passwordLength'),
        mismatch: t('validation.passwordsDiffer'),
      }),
    },
  });

  const submit = form.onSubmit(async ({ confirmPassword: _confirm, ...request }) => {
    setIsSaving(true);
    try {
      const body: TAdminBootstrapRequest = request;
      await api.post('api/auth/admin-bootstrap', { json: body });
      void notify({ color: 'green', message: t('bootstrap.created') });
      onCreated();
    } catch (error) {
      const reasons = passwordRefusalReasons(error);
      if (reasons) form.setFieldError('password', reasons.join(' '));
      else {
        const message =
          isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('bootstrap.failed');
        void notify({ color: 'red', title: t('bootstrap.failed'), message });
      }
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('bootstrap.lead')}
        </Text>
        <PasswordInput
          label={t('bootstrap.token')}
          description={t('bootstrap.tokenHelp')}
          autoComplete="off"
          required
          key={form.key('bootstrapToken')}
          {...form.getInputProps('bootstrapToken')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('signUp.firstName')}
            required
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('signUp.lastName')}
            required
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          form={form}
          passwordLabel={t('signUp.password')}
          passwordHint={t('signUp.passwordHint')}
          confirmationLabel={t('signUp.confirmPassword')}
        />
        <Button type="submit" loading={isSaving} fullWidth>
          {t('bootstrap.submit')}
        </Button>
      </Stack>
    </form>
  );
}
