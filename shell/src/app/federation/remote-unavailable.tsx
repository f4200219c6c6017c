import { useLayoutEffect } from 'react';
import { releaseFirstScreen } from '@propdesk/shared/federation';
import { Alert, Button, Container, Stack, Text } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  // The pre-rendered hero of `/` would otherwise hide this message.
  useLayoutEffect(releaseFirstScreen, []);
  return (
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
  );
}
