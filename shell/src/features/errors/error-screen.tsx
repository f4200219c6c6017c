import { useState } from 'react';
import { Anchor, Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MantineScope } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { buildReportMailto, saveErrorRecord, type ErrorRecord } from './error-record.ts';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';

export interface ErrorScreenProps {
  error: unknown;
  onReset: () => void;
}

/**
 * The screen shown for an uncaught render error. It brings Mantine with it: an error on a public page,
 * which renders without Mantine, shows it all the same.
 */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <MantineScope>
      <ErrorScreenContent {...props} />
    </MantineScope>
  );
}

function ErrorScreenContent({ error, onReset }: ErrorScreenProps) {
  const { t } = useTranslation();
  const { supportEmail } = useRuntimeConfig();
  // Saved once per error: re-renders must not create new ids.
  const [record] = useState<ErrorRecord>(() => saveErrorRecord(error));
  const [showDetails, setShowDetails] = useState(false);

  const mailto = buildReportMailto(
    supportEmail,
    t('errorScreen.reportSubject', { id: record.id }),
    t('errorScreen.reportBody', {
      id: record.id,
      url: record.url,
      time: record.time,
      message: record.message,
    }),
  );

  return (
    <Container size="sm" py="xl" role="alert" data-testid="error-screen">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('errorScreen.title')}
          </Title>
          <Text>{t('errorScreen.description')}</Text>
          <Text size="sm">
            {t('errorScreen.errorId')}: <Code data-testid="error-id">{record.id}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('errorScreen.persists')}
          </Text>
          <Group>
            <Button onClick={onReset}>{t('errorScreen.tryAgain')}</Button>
            <Button variant="default" component="a" href="/">
              {t('errorScreen.goHome')}
            </Button>
            <Button variant="subtle" component="a" href={mailto}>
              {t('errorScreen.reportIssue')}
            </Button>
          </Group>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setShowDetails((value) => !value)}
            aria-expanded={showDetails}
          >
            {showDetails ? t('errorScreen.hideDetails') : t('errorScreen.showDetails')}
          </Anchor>
          {showDetails ? (
            <Code block data-testid="error-details">
              {record.stack ?? record.message}
            </Code>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
