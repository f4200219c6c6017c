import { useLazyTranslation } from '@propdesk/shared/i18n';
import { accountViewTexts } from '../i18n/index.ts';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';

/** Placeholder rows while a block loads, announced as busy to screen readers. */
export function LoadingBlock({
  label,
  rows = 3,
  height = 48,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} data-testid="loading">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** A block that failed to load, with a way to try again. */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  const { t } = useLazyTranslation(accountViewTexts);
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" loading={isRetrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
