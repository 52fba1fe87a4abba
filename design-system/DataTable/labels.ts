import type { RowKey } from './rowStatus';

/** Every user-visible text of the DataTable; the app passes its translations. */
export interface DataTableLabels {
  /** Shown when there are no rows. */
  empty: string;
  /** Busy indicator text while rows load. */
  loading: string;
  /** Heading of the error state, above the error message. */
  error: string;
  /** Button of the error state that loads again. */
  retry: string;
  /** Accessible name of the pagination landmark. */
  pagination: string;
  /** Accessible name of the page-size chooser. */
  pageSize: string;
  /** One option of the page-size chooser, e.g. `10 / page`. */
  pageSizeOption: (size: number) => string;
  /** The total count, e.g. `Total 95 items`. */
  total: (total: number) => string;
  /** Button to the previous page. */
  previousPage: string;
  /** Button to the next page. */
  nextPage: string;
  /** Accessible name of a page button, e.g. `Page 3`. */
  page: (page: number) => string;
  /** Checkbox that selects every row of the page. */
  selectAll: string;
  /** Checkbox that selects one row. */
  selectRow: (key: RowKey) => string;
  /** Marker of a row created locally. */
  rowCreated: string;
  /** Marker of a row changed locally. */
  rowUpdated: string;
  /** Marker of a row deleted locally. */
  rowDeleted: string;
}

/** English defaults of {@link DataTableLabels}. */
export const DEFAULT_DATA_TABLE_LABELS: DataTableLabels = {
  empty: 'No data',
  loading: 'Loading…',
  error: 'Failed to load data',
  retry: 'Retry',
  pagination: 'Pagination',
  pageSize: 'Rows per page',
  pageSizeOption: (size) => `${size} / page`,
  total: (total) => `Total ${total} items`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
  selectAll: 'Select all rows on this page',
  selectRow: (key) => `Select row ${key}`,
  rowCreated: 'New row',
  rowUpdated: 'Changed row',
  rowDeleted: 'Deleted row',
};
