import { useLazyTranslation } from '@propdesk/shared/i18n';
import { tradingTexts } from '../i18n/index.ts';
import { Skeleton, Stack } from '@mantine/core';
import { LoadError as SharedLoadError } from '@propdesk/shared/ui';

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

/** A block that failed to load, with a way to try again (the words of trading). */
export function LoadError(props: { message: string; onRetry: () => void; isRetrying?: boolean }) {
  const { t } = useLazyTranslation(tradingTexts);
  return <SharedLoadError retryLabel={t('common.retry')} {...props} />;
}
