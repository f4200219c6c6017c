import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TAuditAction, TAuditOutcome, TAuditTargetType } from '@propdesk/shared/contracts';
import { AUDIT_ACTION_VALUES, AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '@propdesk/shared/domain/audit.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { activityLogTexts } from '../i18n/index.ts';
import type { TActivityFilterValues } from '../queries/activity-queries.ts';
import { useActivityNames } from './activity-names.ts';

/** How long typing pauses before a text filter asks the server. */
const TYPING_PAUSE_MS = 400;

/**
 * The activity log's filters. Choices apply at once; the two text filters apply when typing pauses, so the
 * server is not asked once per key.
 */
export function ActivityFilters({
  filters,
  onChange,
  onExport,
  isExporting,
  hasExportFailed,
}: {
  filters: TActivityFilterValues;
  onChange: (next: Partial<TActivityFilterValues>) => void;
  onExport: () => void;
  isExporting: boolean;
  hasExportFailed: boolean;
}) {
  const { t } = useLazyTranslation(activityLogTexts);
  const names = useActivityNames();
  const [typed, setTyped] = useState({ actor: filters.actor, targetId: filters.targetId });
  // Filters changed elsewhere (clear, a click on a row, the back button) replace what was typed.
  const [applied, setApplied] = useState(typed);
  if (applied.actor !== filters.actor || applied.targetId !== filters.targetId) {
    const next = { actor: filters.actor, targetId: filters.targetId };
    setApplied(next);
    setTyped(next);
  }
  const applyTyped = useDebouncedCallback((next: { actor: string; targetId: string }) => {
    onChange(next);
  }, TYPING_PAUSE_MS);
  const type = (next: Partial<typeof typed>) => {
    const merged = { ...typed, ...next };
    setTyped(merged);
    applyTyped(merged);
  };
  const actions = [...AUDIT_ACTION_VALUES]
    .map((action) => ({ value: action, label: names.action(action) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.actor')}
          placeholder={t('filters.actorPlaceholder')}
          value={typed.actor}
          onChange={(event) => type({ actor: event.currentTarget.value })}
        />
        <Select
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          data={actions}
          value={filters.action === '' ? null : filters.action}
          onChange={(value) => onChange({ action: (value ?? '') as TAuditAction | '' })}
          searchable
          clearable
        />
        <Select
          label={t('filters.targetType')}
          placeholder={t('filters.anyTarget')}
          data={AUDIT_TARGET_TYPES.map((target) => ({ value: target, label: names.target(target) }))}
          value={filters.targetType === '' ? null : filters.targetType}
          onChange={(value) => onChange({ targetType: (value ?? '') as TAuditTargetType | '' })}
          clearable
        />
        <TextInput
          label={t('filters.targetId')}
          value={typed.targetId}
          onChange={(event) => type({ targetId: event.currentTarget.value })}
        />
        <Select
          label={t('filters.outcome')}
          placeholder={t('filters.anyOutcome')}
          data={AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
          value={filters.outcome === '' ? null : filters.outcome}
          onChange={(value) => onChange({ outcome: (value ?? '') as TAuditOutcome | '' })}
          clearable
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            applyTyped.cancel();
            onChange({ actor: '', action: '', targetType: '', targetId: '', outcome: '', from: '', to: '' });
          }}
        >
          {t('filters.clear')}
        </Button>
        <Button variant="light" size="xs" onClick={onExport} loading={isExporting}>
          {t('filters.export')}
        </Button>
      </Group>
      {hasExportFailed ? (
        <Alert color="red" role="alert">
          {t('filters.exportFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
