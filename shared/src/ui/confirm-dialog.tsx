import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asks before a change that is hard to take back (someone's access, a removed domain). Stays open with
 * the api's refusal when the change is refused, so the reader sees why (the last owner, say).
 */
export function ConfirmDialog({
  title,
  message,
  error,
  isPending,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
}: {
  /** Null keeps the dialog closed. */
  title: string | null;
  message: string;
  error: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel: string;
  cancelLabel: string;
}) {
  return (
    <Modal opened={title !== null} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {error !== null ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
