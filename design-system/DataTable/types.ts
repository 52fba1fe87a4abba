import type { ReactNode } from 'react';
import type { DataTableLabels } from './labels';
import type { DataTableSort } from './paging';
import type { RowKey, RowStatus } from './rowStatus';

/** Horizontal alignment of a column's header and cells. */
export type ColumnAlign = 'start' | 'center' | 'end';

/**
 * How a cell is edited in `editable` mode: a text input, a number input, or a custom editor
 * that receives the row, the cell value and a callback taking the new value.
 */
export type CellEditor<Row, Value> =
  'text' | 'number' | ((row: Row, value: Value, onChange: (value: Value) => void) => ReactNode);

/** What every column has, whatever its field. */
export interface DataTableColumnBase<Row> {
  /** Header text; also the first part of the accessible name of the column's editors. */
  title: string;
  /** Width in px; 200 when omitted (SPEC.md section 9). */
  width?: number;
  /** Whether clicking the header sorts by this column (ascending, descending, none). */
  sortable?: boolean;
  /** Renders the cell; the field value as text when omitted. */
  render?: (row: Row) => ReactNode;
  /** Alignment of the header and the cells; `start` when omitted. */
  align?: ColumnAlign;
}

/** A column bound to the field `K` of `Row`. */
export interface DataTableFieldColumn<Row, K extends keyof Row> extends DataTableColumnBase<Row> {
  /** The field shown in the column (dataIndex); also the column id and the sort field. */
  key: K;
  /** Editor of the cell in `editable` mode; the cell is read-only when omitted. */
  editor?: CellEditor<Row, Row[K]>;
}

/** One column of a {@link DataTable}: a field of `Row` with its title, width and behaviour. */
export type DataTableColumn<Row> = {
  [K in Extract<keyof Row, string>]: DataTableFieldColumn<Row, K>;
}[Extract<keyof Row, string>];

/** Server paging state; `page` is 1-based. */
export interface DataTablePagination {
  /** Current page, from 1; 1 when omitted. */
  page?: number;
  /** Rows per page, one of 10, 20, 50, 100 (others are rounded); 10 when omitted. */
  size?: number;
  /** Number of rows on the server. */
  total: number;
}

/** What {@link DataTableProps.onChange} reports when the user pages, resizes pages or sorts. */
export interface DataTableChange {
  /** The page to load (1-based) and its size. */
  pagination: { page: number; size: number };
  /** The sort to load with; `undefined` when unsorted. */
  sort: DataTableSort | undefined;
}

/** Row selection: the selected keys and the callback that receives the next ones. */
export interface DataTableSelection {
  /** Keys of the selected rows (rows of other pages may be among them). */
  selectedKeys: readonly RowKey[];
  /** Receives the keys selected after a click. */
  onChange: (keys: RowKey[]) => void;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row extends object> {
  /** Accessible name of the table (rendered as a visually hidden caption). */
  caption: string;
  /** The columns, in display order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page (or all rows for client-side data). */
  rows: readonly Row[];
  /** Field holding each row's unique key, or a function returning it. */
  rowKey: Extract<keyof Row, string> | ((row: Row) => RowKey);
  /** Shows a busy indicator; the rows on screen stay visible, dimmed. */
  loading?: boolean;
  /** Error message; replaces the rows and is shown with a retry button. */
  error?: string | null;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Text of the empty state; `labels.empty` when omitted. */
  emptyText?: ReactNode;
  /** Overrides of the English texts. */
  labels?: Partial<DataTableLabels>;
  /** Server paging; no pagination bar when omitted. */
  pagination?: DataTablePagination;
  /** Called when the user changes page, page size (back to page 1) or sort (page kept). */
  onChange?: (change: DataTableChange) => void;
  /** Controlled sort (`null` = unsorted); the table keeps its own sort when omitted. */
  sort?: DataTableSort | null;
  /** Initial sort when `sort` is not controlled. */
  defaultSort?: DataTableSort;
  /**
   * Where rows are sorted: `server` (rows arrive sorted; the table only reports the sort) or
   * `client` (the table sorts `rows`). `server` when `pagination` is given, else `client`.
   */
  sortMode?: 'server' | 'client';
  /** Shows a checkbox per row and a select-all checkbox for the page. */
  selection?: DataTableSelection;
  /** Renders inputs in cells whose column has an `editor`. */
  editable?: boolean;
  /** Receives the row key and the edited fields with the row's new `_status`. */
  onRowChange?: (key: RowKey, patch: Partial<Row> & { _status: RowStatus }) => void;
  /** Height in px of a scrolling body that renders only the visible rows (client-side data). */
  virtual?: number;
  /** Row density. */
  size?: 'sm' | 'md';
}
