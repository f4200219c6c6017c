import { useState, type FormEvent } from 'react';
import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { WHITE_LABEL_NOTE_MAX_LENGTH, type TWhiteLabelRequestStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Button, Group, Stack, Textarea, Modal } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';

type StatusChangeDialogProps = {
  request: TWhiteLabelRequestRecord;
  /** The status the request is moved to (its own status when only the note changes). */
  status: TWhiteLabelRequestStatus;
  onClose: () => void;
  /** `note` is undefined when the stored note was left as it is. */
  onConfirm: (change: { status: TWhiteLabelRequestStatus; note: string | undefined }) => void;
};

/** Confirms a status change and lets staff write, edit or remove the internal note that goes with it. */
export function StatusChangeDialog({ request, status, onClose, onConfirm }: StatusChangeDialogProps) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  const storedNote = request.note ?? '';
  const [note, setNote] = useState(storedNote);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm({ status, note: note.trim() === storedNote ? undefined : note });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('whiteLabel.dialogTitle', {
        company: request.companyName,
        status: t(`whiteLabel.statuses.${status}`),
      })}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Textarea
            label={t('whiteLabel.note')}
            description={t('whiteLabel.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={WHITE_LABEL_NOTE_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('whiteLabel.cancel')}
            </Button>
            <Button type="submit">{t('whiteLabel.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
