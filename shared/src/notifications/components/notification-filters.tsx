import { useId } from 'react';
import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TNotificationReadFilter } from '../../contracts/index.ts';
import { NOTIFICATION_TYPES, type TNotificationType } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notificationTexts } from '../i18n/index.ts';

export interface NotificationFiltersProps {
  status: TNotificationReadFilter;
  onStatusChange: (status: TNotificationReadFilter) => void;
  type: TNotificationType | null;
  onTypeChange: (type: TNotificationType | null) => void;
}

/** The contract's read filters, listed here because contracts (zod) stays out of browser bundles. */
const READ_FILTERS = ['all', 'unread', 'read'] as const satisfies readonly TNotificationReadFilter[];

function isNotificationType(value: string): value is TNotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/**
 * All, unread or read, and one type or all: radio buttons (arrow keys move between them) and the
 * browser's own select, which is the easiest to use on a phone.
 */
export function NotificationFilters({
  status,
  onStatusChange,
  type,
  onTypeChange,
}: NotificationFiltersProps) {
  const { t } = useLazyTranslation(notificationTexts);
  const statusLabelId = useId();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Text id={statusLabelId} size="sm" fw={500}>
          {t('filters.status')}
        </Text>
        <SegmentedControl
          aria-labelledby={statusLabelId}
          value={status}
          onChange={(value) => onStatusChange(value as TNotificationReadFilter)}
          data={READ_FILTERS.map((value) => ({
            value,
            label: t(`filters.statuses.${value}`),
          }))}
        />
      </Stack>
      <NativeSelect
        label={t('filters.type')}
        value={type ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onTypeChange(isNotificationType(value) ? value : null);
        }}
        data={[
          { value: '', label: t('filters.allTypes') },
          ...NOTIFICATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
        ]}
        style={{ flex: '1 1 14rem', maxWidth: '20rem' }}
      />
    </Group>
  );
}
