import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { QueryStatus } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';

/**
 * A list of the settings page in each of its states: loading, failed (with a retry), empty (with its own
 * words), or its rows, drawn by `children`.
 */
export function ListStates<TRow>({
  query,
  loadingLabel,
  failureLabel,
  emptyLabel,
  children,
}: {
  query: {
    data: readonly TRow[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  failureLabel: string;
  emptyLabel: string;
  children: (rows: readonly TRow[]) => ReactNode;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <>
      <QueryStatus
        query={query}
        loadingLabel={loadingLabel}
        failureLabel={failureLabel}
        retryLabel={t('retry')}
      />
      {query.data?.length === 0 ? <Text size="sm">{emptyLabel}</Text> : null}
      {query.data === undefined || query.data.length === 0 ? null : children(query.data)}
    </>
  );
}
