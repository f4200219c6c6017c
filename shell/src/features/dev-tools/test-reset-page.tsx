import { useState } from 'react';
import { Anchor, Button, Container, Paper, Stack, Text, Title, TextInput } from '@mantine/core';
import { NotFoundPage } from '@propdesk/shared/ui-plain';
import { isEmail, useForm } from '@mantine/form';
import { isApiError } from '@propdesk/shared/http';
import { useApiClient } from '../../lib/shell-api.tsx';
import { devToolsTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { latestResetLink, useOutbox } from './outbox-query.ts';

/** `/test-reset`: requests a reset and offers the mailed link, for development (404 in production). */
export default function TestResetPage() {
  const { t } = useLazyTranslation(devToolsTexts);
  const api = useApiClient();
  const outbox = useOutbox();
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: isEmail(t('validation.email')) },
  });

  if (isApiError(outbox.error) && outbox.error.status === 404) return <NotFoundPage />;

  const submit = form.onSubmit(async ({ email }) => {
    await api.post('api/auth/password-reset', { json: { email } });
    setRequestedFor(email);
    await outbox.refetch();
  });
  const link = requestedFor && outbox.data ? latestResetLink(outbox.data, requestedFor) : null;

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('testReset.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('testReset.lead')}
          </Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('testReset.email')}
                type="email"
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <Button type="submit">{t('testReset.submit')}</Button>
            </Stack>
          </form>
          {link ? (
            <Anchor href={link}>{t('testReset.open')}</Anchor>
          ) : requestedFor ? (
            <Text size="sm">{t('testReset.noLink')}</Text>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
