import { useLayoutEffect } from 'react';
import { releaseFirstScreen } from '@propdesk/shared/federation';
import { Alert, Button, Container, MantineProvider, Stack, Text } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { buildOrganizationTheme } from '@propdesk/shared/theme';

/**
 * Shown when the shell cannot read remotes.json: without it no part of the portal can load, so the
 * page says so plainly and offers a reload instead of staying blank.
 */
export function BootFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useLayoutEffect(releaseFirstScreen, []);
  return (
    <MantineProvider theme={buildOrganizationTheme(null).theme}>
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
    </MantineProvider>
  );
}
