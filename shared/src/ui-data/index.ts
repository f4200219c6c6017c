/** The portal's paged table, built on Mantine's Table and Pagination. */
export { PaginatedTable, type PaginatedTableProps, type TShownPage } from './paginated-table.tsx';
