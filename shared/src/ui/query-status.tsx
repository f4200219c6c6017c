import { Text } from '@mantine/core';
import { LoadError } from './load-error.tsx';

/** Where a query stands while it has no data to show: loading, or failed with a way to try again. */
export function QueryStatus({
  query,
  loadingLabel,
  failureLabel,
  retryLabel,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadingLabel: string;
  failureLabel: string;
  retryLabel: string;
}) {
  if (query.isError) {
    return (
      <LoadError
        message={failureLabel}
        retryLabel={retryLabel}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return query.isPending ? <Text size="sm">{loadingLabel}</Text> : null;
}
