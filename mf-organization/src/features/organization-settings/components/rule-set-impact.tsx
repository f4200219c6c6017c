import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TImpactPreview, TRuleSetVersion } from '@propdesk/shared/contracts';
import { IMPACT_CHANGES, IMPACT_PREVIEW_WINDOW_DAYS } from '@propdesk/shared/domain/rule-sets.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { QueryStatus, SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useImpactPreview, useStartImpactPreview } from '../rule-set-queries.ts';
import { RuleSetFailure } from './rule-set-failure.tsx';
import { CHANGE_COLORS, RuleSetImpactExamples } from './rule-set-impact-examples.tsx';

/** One figure of a finished preview: how many accounts, what it means. */
function ImpactFigure({
  count,
  label,
  hint,
  color,
}: {
  count: number;
  label: string;
  hint: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="xl" fw={700} c={color}>
        {count}
      </Text>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** A preview while it runs, once it ran, or why it failed. */
function ImpactResult({ preview }: { preview: TImpactPreview }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  if (preview.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('rules.impact.failed')}>
        {preview.failure ?? t('rules.tryAgain')}
      </Alert>
    );
  }
  if (preview.status !== 'done') {
    const total = preview.total;
    return (
      <Stack gap="xs" role="status">
        <Text size="sm">
          {total === null
            ? t('rules.impact.counting')
            : t('rules.impact.progress', { processed: preview.processed, total })}
        </Text>
        <Progress
          value={total === null || total === 0 ? 0 : (preview.processed / total) * 100}
          animated
          striped
          aria-label={t('rules.impact.progressLabel')}
        />
      </Stack>
    );
  }
  if (preview.total === 0) {
    return <Text size="sm">{t('rules.impact.noAccounts', { days: preview.windowDays })}</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('rules.impact.replayed', { total: preview.total, days: preview.windowDays })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="impact-counts">
        {IMPACT_CHANGES.map((change) => (
          <ImpactFigure
            key={change}
            count={preview.changes[change] ?? 0}
            label={t(`rules.impact.changes.${change}`)}
            hint={t(`rules.impact.changeHints.${change}`)}
            color={CHANGE_COLORS[change]}
          />
        ))}
        <ImpactFigure
          count={preview.unchanged}
          label={t('rules.impact.unchanged')}
          hint={t('rules.impact.unchangedHint')}
        />
        <ImpactFigure
          count={preview.skipped}
          label={t('rules.impact.skipped')}
          hint={t('rules.impact.skippedHint')}
        />
      </SimpleGrid>
      {preview.examples.length === 0 ? null : <RuleSetImpactExamples examples={preview.examples} />}
    </Stack>
  );
}

/**
 * What the draft, as saved, would have done to the accounts that traded lately: run in the background,
 * its progress shown while it runs. Unsaved changes are not in it, so it cannot run until they are saved.
 */
export function RuleSetImpact({
  organizationId,
  draft,
  canRun,
  isDirty,
}: {
  organizationId: string;
  draft: TRuleSetVersion;
  canRun: boolean;
  isDirty: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const preview = useImpactPreview(organizationId, draft.id);
  const start = useStartImpactPreview(organizationId, draft.id);
  const latest = preview.data;
  const isRunning = latest?.status === 'queued' || latest?.status === 'running';
  return (
    <SectionCard title={t('rules.impact.title')}>
      <Text size="sm" c="dimmed">
        {t('rules.impact.intro', { days: IMPACT_PREVIEW_WINDOW_DAYS })}
      </Text>
      {canRun ? (
        <Group gap="sm">
          <Button
            variant="light"
            disabled={isDirty || isRunning}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {t('rules.impact.run')}
          </Button>
          {isDirty ? (
            <Text size="sm" c="orange">
              {t('rules.impact.saveFirst')}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {start.isError ? <RuleSetFailure title={t('rules.impact.startFailed')} error={start.error} /> : null}
      <QueryStatus
        query={preview}
        loadingLabel={t('rules.impact.loading')}
        failureLabel={t('rules.impact.loadFailed')}
        retryLabel={t('retry')}
      />
      {latest === undefined ? null : latest === null ? (
        <Text size="sm">{t('rules.impact.none')}</Text>
      ) : (
        <>
          {Date.parse(latest.createdAt) < Date.parse(draft.updatedAt) ? (
            <Text size="sm" c="orange">
              {t('rules.impact.stale')}
            </Text>
          ) : null}
          <ImpactResult preview={latest} />
        </>
      )}
    </SectionCard>
  );
}
