import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@propdesk/shared/router';
import { Button, Container, Paper, Stack, Text, Title, PasswordInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { AUTH_ERROR_CODES, ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { notify } from '@propdesk/shared/notify';
import { useApiClient } from '../../lib/shell-api.tsx';
import { ELITE_ACCESS_KEY, useEliteAccess } from './elite-access.ts';
import { eliteTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';

const ELITE_LANDING = '/elite/dashboard';

/** The words for a refused code: wrong, too many tries, closed, or anything else. */
function refusalOf(error: unknown): string {
  if (isApiError(error) && error.code === AUTH_ERROR_CODES.eliteCodeInvalid) return 'access.invalid';
  if (isApiError(error) && error.code === ERROR_CODES.rateLimited) return 'access.tooMany';
  if (isApiError(error) && error.code === AUTH_ERROR_CODES.eliteClosed) return 'access.closed';
  return 'access.failed';
}

/** `/elite/auth`: the access code of the elite area. */
export default function EliteAccessPage() {
  const { t } = useLazyTranslation(eliteTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApiClient();
  const access = useEliteAccess();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: isNotEmpty(t('access.required')) },
  });

  const submit = form.onSubmit(async ({ code }) => {
    setIsSubmitting(true);
    try {
      await api.post('api/elite/access', { json: { code } });
      await queryClient.invalidateQueries({ queryKey: ELITE_ACCESS_KEY });
      void notify({ color: 'green', message: t('access.granted') });
      navigate(ELITE_LANDING);
    } catch (error) {
      form.setFieldError('code', t(refusalOf(error)));
    } finally {
      setIsSubmitting(false);
    }
  });

  if (access.data?.granted) return <Navigate to={ELITE_LANDING} replace />;
  return (
    <Container size={420} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h2" ta="center">
          {t('access.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mb="md">
          {t('access.lead')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('access.code')}
              autoComplete="off"
              required
              data-autofocus
              key={form.key('code')}
              {...form.getInputProps('code')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('access.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
