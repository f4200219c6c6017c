import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TMfaChallengeResponse } from '@propdesk/shared/contracts';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import {
  OneTimeCodeInput,
  RecoveryCodesPanel,
  TotpEnrolmentDetails,
  normalizeOneTimeCode,
} from '@propdesk/shared/mfa';
import { notify } from '@propdesk/shared/notify';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useSessionManager } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';

type SecondFactorStepProps = {
  challenge: TMfaChallengeResponse;
  /** The session started (after the recovery codes were shown, when this step set up an authenticator). */
  onSignedIn: () => void;
  /** Back to the password form (the challenge expired, or the person chose to). */
  onRestart: () => void;
};

/** The new authenticator of an admin or manager who has none yet (challenge `enrolment_required`). */
function useSignInEnrolment(challenge: TMfaChallengeResponse) {
  const session = useSessionManager();
  return useQuery({
    queryKey: ['auth', 'sign-in-enrolment', challenge.mfaToken],
    queryFn: () => session.startSignInEnrolment(challenge.mfaToken),
    enabled: challenge.mfa === 'enrolment_required',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Second step of a sign-in: the code from the authenticator app, or a recovery code; for staff without
 * an authenticator, setting one up first. A wrong code stays on the step with the reason under the
 * field; an expired step goes back to the password.
 */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  const { t } = useLazyTranslation(authTexts);
  const sessionManager = useSessionManager();
  const enrolment = useSignInEnrolment(challenge);
  const isEnrolling = challenge.mfa === 'enrolment_required';
  const [kind, setKind] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; email: string } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const normalized = normalizeOneTimeCode(kind, value);
    if (normalized === null) {
      setFieldError(t(kind === 'code' ? 'mfa.codeShape' : 'mfa.recoveryShape'));
      return;
    }
    setIsSubmitting(true);
    try {
      const proof = kind === 'code' ? { code: normalized } : { recoveryCode: normalized };
      const session = await sessionManager.completeSignIn({ mfaToken: challenge.mfaToken, ...proof });
      if (session.recoveryCodes === undefined) onSignedIn();
      else setRecoveryCodes({ codes: session.recoveryCodes, email: session.user.email });
    } catch (error) {
      if (isApiError(error) && error.code === AUTH_ERROR_CODES.mfaInvalidCode) {
        setFieldError(t('mfa.invalidCode'));
      } else if (isApiError(error) && error.code === AUTH_ERROR_CODES.mfaChallengeExpired) {
        void notify({ color: 'red', title: t('mfa.expiredTitle'), message: t('mfa.expiredMessage') });
        onRestart();
      } else {
        void notify({ color: 'red', title: t('toasts.signInFailed'), message: t('toasts.tryLater') });
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  if (recoveryCodes !== null) {
    return (
      <RecoveryCodesPanel
        codes={recoveryCodes.codes}
        email={recoveryCodes.email}

        onDone={onSignedIn}
      />
    );
  }
  if (isEnrolling && enrolment.isPending) return <Loader mx="auto" aria-label={t('mfa.loadingEnrolment')} />;
  if (isEnrolling && enrolment.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red">{t('mfa.enrolmentFailed')}</Alert>
        <Button variant="default" onClick={onRestart}>
          {t('mfa.startOver')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="second-factor-title">
      <Stack gap="sm">
        <Text id="second-factor-title" fw={600}>
          {t(isEnrolling ? 'mfa.enrolTitle' : 'mfa.title')}
        </Text>
        {isEnrolling ? (
          <>
            <Text size="sm">{t('mfa.enrolLead')}</Text>
            {enrolment.data ? <TotpEnrolmentDetails enrolment={enrolment.data} /> : null}
          </>
        ) : (
          <Text size="sm">{t(kind === 'code' ? 'mfa.lead' : 'mfa.recoveryLead')}</Text>
        )}
        <OneTimeCodeInput
          kind={kind}
          value={value}
          onChange={(next) => {
            setValue(next);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t(isEnrolling ? 'mfa.enrolSubmit' : 'mfa.submit')}
        </Button>
        <Group justify="space-between">
          {isEnrolling ? (
            <span />
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setKind((current) => (current === 'code' ? 'recovery' : 'code'));
                setValue('');
                setFieldError(null);
              }}
            >
              {t(kind === 'code' ? 'mfa.useRecoveryCode' : 'mfa.useCode')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {t('mfa.startOver')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
