import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { TRuleSetVersion } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useScheduleRuleSet } from '../rule-set-queries.ts';
import { RuleSetFailure } from './rule-set-failure.tsx';

type TWhen = 'now' | 'later';

/**
 * Puts the saved draft in force: at once, or from a moment the reader picks in their own time zone (sent
 * as an instant). The public pages switch to it the moment it takes effect; accounts already bought keep
 * the rules they were bought with.
 */
export function RuleSetScheduleDialog({
  organizationId,
  draft,
  onClose,
}: {
  organizationId: string;
  draft: TRuleSetVersion;
  onClose: () => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const schedule = useScheduleRuleSet(organizationId);
  const [when, setWhen] = useState<TWhen>('now');
  const [local, setLocal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  /** The instant the reader picked, or why it cannot be sent. */
  const pickedInstant = (): { instant: string } | { problem: string } => {
    // A datetime-local value has no offset, so Date reads it in the reader's own time zone.
    const instant = new Date(local);
    if (local === '' || Number.isNaN(instant.getTime())) return { problem: t('rules.schedule.pickMoment') };
    if (instant.getTime() <= Date.now()) return { problem: t('rules.schedule.inPast') };
    return { instant: instant.toISOString() };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = when === 'now' ? { instant: null } : pickedInstant();
    if ('problem' in picked) {
      setError(picked.problem);
      return;
    }
    schedule.mutate({ ruleSetId: draft.id, effectiveFrom: picked.instant }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('rules.schedule.title', { version: draft.version })} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Radio.Group
            label={t('rules.schedule.when')}
            value={when}
            onChange={(value) => {
              setError(null);
              setWhen(value === 'later' ? 'later' : 'now');
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="now" label={t('rules.schedule.now')} description={t('rules.schedule.nowHint')} />
              <Radio value="later" label={t('rules.schedule.later')} />
            </Stack>
          </Radio.Group>
          {when === 'later' ? (
            <TextInput
              type="datetime-local"
              label={t('rules.schedule.at')}
              description={t('rules.schedule.atHint', { zone })}
              value={local}
              error={error}
              onChange={(event) => {
                setError(null);
                setLocal(event.currentTarget.value);
              }}
            />
          ) : null}
          <Text size="sm" c="dimmed">
            {t('rules.schedule.keep')}
          </Text>
          {schedule.isError ? (
            <RuleSetFailure title={t('rules.schedule.failed')} error={schedule.error} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('rules.cancel')}
            </Button>
            <Button type="submit" loading={schedule.isPending}>
              {when === 'now' ? t('rules.schedule.submitNow') : t('rules.schedule.submitLater')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
