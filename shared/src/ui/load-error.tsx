import { Alert, Button, Group, Text } from '@mantine/core';

/** A block that failed to load, saying so, with a way to try again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" loading={isRetrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
