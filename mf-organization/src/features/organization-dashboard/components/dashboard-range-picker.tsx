import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  addUtcDays,
  DASHBOARD_MAX_DAYS,
  utcDaysBetween,
} from '@propdesk/shared/domain/organization-dashboard.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationDashboardTexts } from '../i18n/index.ts';
import type { TDashboardRange } from '../queries/dashboard-queries.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The quick ranges, ending today: how many days each holds. */
const PRESETS = [
  { key: 'last7', days: 7 },
  { key: 'last30', days: 30 },
  { key: 'last90', days: 90 },
  { key: 'last365', days: 365 },
] as const;

/** Why a typed range cannot be asked for, or null when it can (the api's own rules). */
export function rangeProblem(range: TDashboardRange): 'incomplete' | 'invalidOrder' | 'tooLong' | null {
  if (!DAY_PATTERN.test(range.from) || !DAY_PATTERN.test(range.to)) return 'incomplete';
  if (range.from > range.to) return 'invalidOrder';
  return utcDaysBetween(range.from, range.to) > DASHBOARD_MAX_DAYS ? 'tooLong' : null;
}

/**
 * The dashboard's period: two day inputs and quick ranges ending `today` (a UTC day). A complete, valid
 * range is applied as it is typed; until then the figures of the last valid one stay on screen.
 */
export function DashboardRangePicker({
  range,
  today,
  onChange,
}: {
  range: TDashboardRange;
  today: string;
  onChange: (range: TDashboardRange) => void;
}) {
  const { t } = useLazyTranslation(organizationDashboardTexts);
  const [draft, setDraft] = useState(range);
  // A range chosen elsewhere (a preset, the browser's back button) replaces what was being typed.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);
  const change = (next: TDashboardRange) => {
    setDraft(next);
    if (rangeProblem(next) === null) onChange(next);
  };
  const error =
    problem === 'invalidOrder'
      ? t('range.invalidOrder')
      : problem === 'tooLong'
        ? t('range.tooLong', { max: DASHBOARD_MAX_DAYS })
        : null;

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {t('range.legend')}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('range.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => change({ ...draft, from: event.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t('range.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => change({ ...draft, to: event.currentTarget.value })}
          error={error}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        {PRESETS.map((preset) => {
          const next = { from: addUtcDays(today, 1 - preset.days), to: today };
          const isCurrent = next.from === range.from && next.to === range.to;
          return (
            <Button
              key={preset.key}
              size="xs"
              variant={isCurrent ? 'light' : 'subtle'}
              aria-pressed={isCurrent}
              onClick={() => change(next)}
            >
              {t(`range.${preset.key}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
