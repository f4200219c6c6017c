import { useState } from 'react';
import { useNavigate } from '@propdesk/shared/router';
import { Anchor, Button, Stack, PasswordInput, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { notify } from '@propdesk/shared/notify';
import type { TMfaChallengeResponse, TSignInPortal } from '@propdesk/shared/contracts';
import { useSessionManager } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import type { SignInFeedback } from './auth-feedback.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';

export interface SignInFormProps {
  portal: TSignInPortal;
  /** Where a successful sign-in lands (/dashboard for traders). */
  landingPath: string;
  feedback: SignInFeedback;
}

export function SignInForm({ portal, landingPath, feedback }: SignInFormProps) {
  const { t } = useLazyTranslation(authTexts);
  const navigate = useNavigate();
  const sessionManager = useSessionManager();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [challenge, setChallenge] = useState<TMfaChallengeResponse | null>(null);
  // The address of a sign-in refused as unverified: offer a new verification link for it.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      password: isNotEmpty(t('validation.required')),
    },
  });

  const land = () => {
    void notify(feedback.success(t));
    navigate(landingPath);
  };

  const submit = form.onSubmit(async (values) => {
    setIsSubmitting(true);
    try {
      const answer = await sessionManager.signIn({ ...values, portal });
      if ('mfa' in answer) setChallenge(answer);
      else land();
    } catch (error) {
      if (isApiError(error) && error.code === AUTH_ERROR_CODES.emailNotVerified) {
        setUnverifiedEmail(values.email);
        return;
      }
      void notify(feedback.failure(error, t));
    } finally {
      setIsSubmitting(false);
    }
  });

  if (challenge !== null) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={land}
        onRestart={() => {
          setChallenge(null);
          form.setFieldValue('password', '');
        }}
      />
    );
  }

  // The modal sits outside the form: React events bubble through portals, so a submit inside it
  // would also submit this form.
  return (
    <>
      <ForgotPasswordModal isOpen={isForgotOpen} onClose={() => setIsForgotOpen(false)} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {unverifiedEmail === null ? null : <ResendVerification email={unverifiedEmail} />}
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
          <Anchor component="button" type="button" size="sm" ta="right" onClick={() => setIsForgotOpen(true)}>
            {t('forgot.link')}
          </Anchor>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
