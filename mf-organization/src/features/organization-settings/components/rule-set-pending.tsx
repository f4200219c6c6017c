import { Button, Group, Stack, Text } from '@mantine/core';
import type { TProgram, TRuleSetVersion } from '@propdesk/shared/contracts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useCreateRuleSetDraft } from '../rule-set-queries.ts';
import { RuleSetDraft } from './rule-set-draft.tsx';
import { RuleSetFailure } from './rule-set-failure.tsx';
import { RuleSetImpact } from './rule-set-impact.tsx';
import { RuleSetScheduled } from './rule-set-scheduled.tsx';
import { RuleSetSummary } from './rule-set-texts.tsx';

/** No version on the way: those who may change the rules start one from the version in force. */
function NoPendingVersion({
  organizationId,
  program,
  canEdit,
}: {
  organizationId: string;
  program: TProgram;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const create = useCreateRuleSetDraft(organizationId);
  return (
    <>
      <Text size="sm">{t('rules.pending.none')}</Text>
      {canEdit ? (
        <Group>
          <Button loading={create.isPending} onClick={() => create.mutate(program)}>
            {t('rules.pending.start')}
          </Button>
        </Group>
      ) : null}
      {create.isError ? <RuleSetFailure title={t('rules.pending.startFailed')} error={create.error} /> : null}
    </>
  );
}

/** A draft as someone who may not change the rules reads it: what it says, and its latest preview. */
function DraftReadOnly({ organizationId, draft }: { organizationId: string; draft: TRuleSetVersion }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const format = useFormatters();
  return (
    <Stack gap="lg">
      <Text size="sm" data-testid="rule-set-draft-read-only">
        {t('rules.draft.readOnly', { version: draft.version, when: format.dateTime(draft.updatedAt) })}
      </Text>
      <RuleSetSummary organizationId={organizationId} data={draft.data} />
      <RuleSetImpact organizationId={organizationId} draft={draft} canRun={false} isDirty={false} />
    </Stack>
  );
}

/** The program's next version, whatever stage it is at: none, a draft, or scheduled. */
export function RuleSetPending({
  organizationId,
  program,
  pending,
  canEdit,
}: {
  organizationId: string;
  program: TProgram;
  pending: TRuleSetVersion | null;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const title =
    pending === null
      ? t('rules.pending.title')
      : t(`rules.pending.titles.${pending.state}`, { version: pending.version });
  return (
    <SectionCard title={title}>
      {pending === null ? (
        <NoPendingVersion organizationId={organizationId} program={program} canEdit={canEdit} />
      ) : pending.state === 'scheduled' ? (
        <RuleSetScheduled organizationId={organizationId} version={pending} canEdit={canEdit} />
      ) : canEdit ? (
        // A draft's form starts from the draft as stored; another draft starts a fresh form.
        <RuleSetDraft key={pending.id} organizationId={organizationId} draft={pending} />
      ) : (
        <DraftReadOnly organizationId={organizationId} draft={pending} />
      )}
    </SectionCard>
  );
}
