/**
 * Mantine components for data-heavy pages (tables, tabs, pagination), loaded only by those pages, and
 * the portal's own table built on them. See shared/src/ui/mantine.ts for why facades exist.
 */
export { Pagination, Table, Tabs } from '@mantine/core';
export { PaginatedTable, type PaginatedTableProps, type TShownPage } from './paginated-table.tsx';
