import { useLayoutEffect } from 'react';
import { releaseFirstScreen } from '@propdesk/shared/federation';
import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { MantineScope } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';

/**
 * Shown when the shell cannot read remotes.json: without it no part of the portal can load, so the
 * page says so plainly and offers a reload instead of staying blank. Loaded only then, in PropDesk's
 * own look (no organization is known).
 */
export default function BootFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useLayoutEffect(releaseFirstScreen, []);
  return (
    <MantineScope>
      <Container size="sm" py="xl">
        <Alert color="red" title={t('remoteUnavailable.title')} role="alert" data-testid="boot-failure">
          <Stack gap="md" align="flex-start">
            <Text size="sm">{t('remoteUnavailable.description')}</Text>
            <Text size="xs" c="dimmed">
              {error instanceof Error ? error.message : String(error)}
            </Text>
            <Button onClick={() => window.location.reload()}>{t('remoteUnavailable.retry')}</Button>
          </Stack>
        </Alert>
      </Container>
    </MantineScope>
  );
}
