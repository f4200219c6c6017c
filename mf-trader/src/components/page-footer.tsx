import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Group, Text } from '@propdesk/shared/ui';
import { Pagination } from '@propdesk/shared/ui-data';
import { traderTexts } from '../lib/i18n/index.ts';

/** Under a paginated table: which rows are shown of how many, and the page buttons. */
export function PageFooter({
  page,
  pageSize,
  shown,
  total,
  onPageChange,
  pagesLabel,
}: {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the page buttons for screen readers. */
  pagesLabel: string;
}) {
  const { t } = useLazyTranslation(traderTexts);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('pageSummary', {
          from: (page - 1) * pageSize + 1,
          to: (page - 1) * pageSize + shown,
          total,
        })}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onPageChange}
        hideWithOnePage
        size="sm"
        aria-label={pagesLabel}
      />
    </Group>
  );
}
