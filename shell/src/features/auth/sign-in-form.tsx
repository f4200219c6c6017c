import { useState } from 'react';
import { useNavigate } from '@propdesk/shared/router';
import { Button, Stack } from '@propdesk/shared/ui';
import { PasswordInput, TextInput, isEmail, isNotEmpty, useForm } from '@propdesk/shared/ui-forms';
import { notify } from '@propdesk/shared/notify';
import { useTranslation } from '@propdesk/shared/i18n';
import type { TSignInPortal } from '@propdesk/shared/contracts';
import { sessionManager } from '../../app/api-client.ts';
import { AUTH_NAMESPACE } from './auth-catalogs.ts';
import { signInFailureToast } from './auth-feedback.ts';

export interface SignInFormProps {
  portal: TSignInPortal;
  /** Where a successful sign-in lands (seed: /dashboard for traders). */
  landingPath: string;
}

export function SignInForm({ portal, landingPath }: SignInFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      password: isNotEmpty(t('validation.required')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setIsSubmitting(true);
    try {
      await sessionManager().signIn({ ...values, portal });
      void notify({
        color: 'green',
        title: t('toasts.loginSuccessTitle'),
        message: t('toasts.loginSuccessMessage'),
      });
      navigate(landingPath);
    } catch (error) {
      void notify(signInFailureToast(error, t));
    } finally {
      setIsSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
