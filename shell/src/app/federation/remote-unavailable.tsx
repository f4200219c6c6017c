import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { MantineScope } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';

/** Loaded only when a remote failed (lazy-remote-unavailable.tsx), with Mantine for a public page. */
export default function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <Container size="sm" py="xl">
        <Alert
          color="orange"
          variant="light"
          title={t('remoteUnavailable.title')}
          role="alert"
          data-testid="remote-unavailable"
        >
          <Stack gap="md" align="flex-start">
            <Text size="sm">{t('remoteUnavailable.description')}</Text>
            <Button onClick={onRetry}>{t('remoteUnavailable.retry')}</Button>
          </Stack>
        </Alert>
      </Container>
    </MantineScope>
  );
}
