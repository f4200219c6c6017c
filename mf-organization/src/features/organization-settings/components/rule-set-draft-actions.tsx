import { Button, Group, Text } from '@mantine/core';
import type { TRuleSetVersion } from '@propdesk/shared/contracts';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useDiscardRuleSetDraft, type useSaveRuleSetDraft } from '../rule-set-queries.ts';
import { RuleSetFailure } from './rule-set-failure.tsx';
import { RuleSetScheduleDialog } from './rule-set-schedule-dialog.tsx';

export type TDraftDialog = 'discard' | 'schedule' | null;

/**
 * The end of the draft's form: why the last save failed, the save itself, and what can be done with
 * the draft as saved (scheduled, or thrown away). Scheduling waits for unsaved changes to be saved: the
 * api schedules the draft it holds, not what is on screen.
 */
export function RuleSetDraftActions({
  save,
  isDirty,
  onOpen,
}: {
  save: ReturnType<typeof useSaveRuleSetDraft>;
  isDirty: boolean;
  onOpen: (dialog: Exclude<TDraftDialog, null>) => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <>
      {save.isError ? <RuleSetFailure title={t('rules.draft.saveFailed')} error={save.error} /> : null}
      {isDirty ? (
        <Text size="sm" c="orange" role="status">
          {t('rules.draft.unsaved')}
        </Text>
      ) : save.isSuccess ? (
        <Text size="sm" c="teal" role="status">
          {t('rules.draft.saved')}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button variant="subtle" color="red" onClick={() => onOpen('discard')}>
            {t('rules.draft.discard')}
          </Button>
          <Button variant="default" disabled={isDirty} onClick={() => onOpen('schedule')}>
            {t('rules.draft.schedule')}
          </Button>
        </Group>
        <Button type="submit" loading={save.isPending}>
          {t('rules.draft.save')}
        </Button>
      </Group>
    </>
  );
}

/**
 * The draft's dialogs, kept outside its form: a portal's events bubble through the React tree, so a
 * dialog's own form submitted inside the draft's form would save the draft as well.
 */
export function RuleSetDraftDialogs({
  organizationId,
  draft,
  dialog,
  onClose,
}: {
  organizationId: string;
  draft: TRuleSetVersion;
  dialog: TDraftDialog;
  onClose: () => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const discard = useDiscardRuleSetDraft(organizationId);
  const closeDiscard = () => {
    discard.reset();
    onClose();
  };
  return (
    <>
      <ConfirmDialog
        title={dialog === 'discard' ? t('rules.draft.discardTitle', { version: draft.version }) : null}
        message={t('rules.draft.discardBody')}
        error={
          discard.isError
            ? isApiError(discard.error)
              ? `${t('rules.draft.discardFailed')} ${discard.error.message}`
              : t('rules.draft.discardFailed')
            : null
        }
        isPending={discard.isPending}
        onConfirm={() => discard.mutate(draft.id, { onSuccess: closeDiscard })}
        onCancel={closeDiscard}
        confirmLabel={t('rules.draft.discardConfirm')}
        cancelLabel={t('rules.cancel')}
      />
      {dialog === 'schedule' ? (
        <RuleSetScheduleDialog organizationId={organizationId} draft={draft} onClose={onClose} />
      ) : null}
    </>
  );
}
