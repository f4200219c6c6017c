/**
 * Mantine components for data-heavy pages (tables, tabs, pagination), loaded only by those pages.
 * See shared/src/ui/mantine.ts for why facades exist.
 */
export { Pagination, Table, Tabs } from '@mantine/core';
