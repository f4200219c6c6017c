import type { ReactNode } from 'react';
import { useTranslation } from '@propdesk/shared/i18n';
import { Pagination, Table, type TableProps, Group, Text } from '@mantine/core';

/** The part of a paged list that is on screen, as the api answered it. */
export interface TShownPage {
  page: number;
  pageSize: number;
  total: number;
  /** Rows of that page. */
  rowCount: number;
}

export interface PaginatedTableProps extends Omit<TableProps, 'children'> {
  /**
   * The page on screen. It can lag behind `page` while the next one loads (the previous rows stay), so
   * the summary counts these rows rather than the page asked for.
   */
  shown: TShownPage;
  /** The page the reader asked for; its button is marked at once. */
  page: number;
  onPageChange: (page: number) => void;
  /** Names the page buttons for screen readers. */
  pagesLabel: string;
  /** Below this width the table scrolls sideways inside its container instead of squeezing (phones). */
  minWidth: number;
  scrollTestId?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/** A table shown a page at a time: the rows, then which of how many they are and the page buttons. */
export function PaginatedTable({
  shown,
  page,
  onPageChange,
  pagesLabel,
  minWidth,
  scrollTestId,
  children,
  ...tableProps
}: PaginatedTableProps) {
  const { t } = useTranslation();
  const from = (shown.page - 1) * shown.pageSize + 1;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} type="native" data-testid={scrollTestId}>
        <Table {...tableProps}>{children}</Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('pagination.summary', { from, to: from + shown.rowCount - 1, total: shown.total })}
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil(shown.total / shown.pageSize))}
          value={page}
          onChange={onPageChange}
          hideWithOnePage
          size="sm"
          aria-label={pagesLabel}
        />
      </Group>
    </>
  );
}
