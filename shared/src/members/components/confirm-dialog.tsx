import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { memberTexts } from '../i18n/index.ts';

/**
 * Asks before a change to someone's access (a role, a deactivation, a revoked invitation). Stays open
 * with the api's refusal when the change is refused, so the reader sees why (the last owner, say).
 */
export function ConfirmDialog({
  title,
  message,
  error,
  isPending,
  onConfirm,
  onCancel,
}: {
  /** Null keeps the dialog closed. */
  title: string | null;
  message: string;
  error: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLazyTranslation(memberTexts);
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
            {t('confirm.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
