import { Button, Group, Text } from '@mantine/core';
import type { TRuleSetVersion } from '@propdesk/shared/contracts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useUnscheduleRuleSet } from '../rule-set-queries.ts';
import { RuleSetFailure } from './rule-set-failure.tsx';
import { RuleSetSummary } from './rule-set-texts.tsx';

/**
 * A version waiting for its date: when it takes effect, its rules as traders will read them, and (for
 * those who may change the rules) the way back to a draft before that date.
 */
export function RuleSetScheduled({
  organizationId,
  version,
  canEdit,
}: {
  organizationId: string;
  version: TRuleSetVersion;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const format = useFormatters();
  const unschedule = useUnscheduleRuleSet(organizationId);
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm" data-testid="rule-set-scheduled">
          {t('rules.scheduled.at', {
            version: version.version,
            when: version.effectiveFrom === null ? '—' : format.dateTime(version.effectiveFrom),
          })}
        </Text>
        {canEdit ? (
          <Button
            variant="default"
            loading={unschedule.isPending}
            onClick={() => unschedule.mutate(version.id)}
          >
            {t('rules.scheduled.unschedule')}
          </Button>
        ) : null}
      </Group>
      {unschedule.isError ? (
        <RuleSetFailure title={t('rules.scheduled.unscheduleFailed')} error={unschedule.error} />
      ) : null}
      <RuleSetSummary organizationId={organizationId} data={version.data} />
    </>
  );
}
