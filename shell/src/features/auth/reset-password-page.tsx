import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@propdesk/shared/router';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { NewPasswordFields, newPasswordRules } from '@propdesk/shared/ui-forms';
import { useForm } from '@mantine/form';
import { notify } from '@propdesk/shared/notify';
import { AUTH_ERROR_CODES, PASSWORD_POLICY } from '@propdesk/shared/domain';
import type { TResetLinkStatus } from '@propdesk/shared/contracts';
import { isApiError, passwordRefusalReasons } from '@propdesk/shared/http';
import { useApiClient } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { readEmailLink, withoutEmailLink } from './email-link.ts';

/** After a reset (or a dead link) the page returns to /auth after 2 seconds. */
export const RESET_REDIRECT_DELAY_MS = 2000;

type PageState = 'verifying' | 'form' | 'invalid' | 'done';

/** `/reset-password`: verifying the link, then the form, then back to sign-in. */
export default function ResetPasswordPage() {
  const { t } = useLazyTranslation(authTexts);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const api = useApiClient();
  // Read once and kept in memory for the form: the address loses the token right below.
  const [tokenHash] = useState(() => {
    const link = readEmailLink(search, hash);
    return link?.type === 'recovery' ? link.tokenHash : null;
  });
  const [state, setState] = useState<PageState>(tokenHash ? 'verifying' : 'invalid');
  const [isSaving, setIsSaving] = useState(false);

  const hasLinkInAddress = readEmailLink(search, hash) !== null;
  useEffect(() => {
    if (!hasLinkInAddress) return;
    void navigate({ pathname, ...withoutEmailLink(search, hash) }, { replace: true });
  }, [hasLinkInAddress, pathname, search, hash, navigate]);

  useEffect(() => {
    if (!tokenHash) return;
    api
      .get('api/auth/password-reset/link', { searchParams: { tokenHash } })
      .json<TResetLinkStatus>()
      .then(({ status }) => setState(status === 'valid' ? 'form' : 'invalid'))
      .catch(() => {
        void notify({ color: 'red', message: t('reset.linkCheckFailed') });
        setState('invalid');
      });
  }, [api, tokenHash, t]);

  useEffect(() => {
    if (state !== 'invalid' && state !== 'done') return undefined;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: newPasswordRules({
      length: t('validation.passwordLength'),
      mismatch: t('validation.passwordsDiffer'),
    }),
  });

  const submit = form.onSubmit(async ({ password }) => {
    setIsSaving(true);
    try {
      await api.post('api/auth/password-reset/confirm', {
        json: { tokenHash, type: 'recovery', password },
      });
      void notify({ color: 'green', message: t('reset.updated') });
      setState('done');
    } catch (error) {
      const reasons = passwordRefusalReasons(error);
      if (reasons) form.setFieldError('password', reasons.join(' '));
      else if (isApiError(error) && error.code === AUTH_ERROR_CODES.invalidLink) setState('invalid');
      else void notify({ color: 'red', message: t('reset.updateFailed') });
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <Container size={440} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h2" ta="center" mb="md">
          {t('reset.title')}
        </Title>
        {state === 'verifying' ? (
          <Center py="lg" aria-busy="true">
            <Stack align="center" gap="xs">
              <Loader />
              <Text size="sm">{t('reset.verifying')}</Text>
            </Stack>
          </Center>
        ) : null}
        {state === 'invalid' ? (
          <Alert color="red" role="alert">
            {t('reset.invalidLink')}
          </Alert>
        ) : null}
        {state === 'done' ? (
          <Alert color="green" role="status">
            {t('reset.updated')}
          </Alert>
        ) : null}
        {state === 'form' ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {/* A mismatch shows under the field and as a toast as soon as the confirmation loses focus;
                  the button stays disabled meanwhile. */}
              <NewPasswordFields
                form={form}
                passwordLabel={t('reset.password')}
                passwordHint={t('signUp.passwordHint')}
                confirmationLabel={t('reset.confirmPassword')}
                mismatchOnBlur={{
                  message: t('validation.passwordsDiffer'),
                  onMismatch: () => void notify({ color: 'red', message: t('validation.passwordsDiffer') }),
                }}
              />
              <Button
                type="submit"
                loading={isSaving}
                disabled={
                  form.values.password.length < PASSWORD_POLICY.minLength ||
                  form.values.password !== form.values.confirmPassword
                }
                fullWidth
              >
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        ) : null}
      </Paper>
    </Container>
  );
}
