import { Button, chakra } from '@chakra-ui/react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { DATA_TABLE_ROW_HEIGHT, dataTableSlotRecipe } from './dataTable.recipe';
import { DataTablePagination } from './DataTablePagination';
import { lazyChunk } from '../lazyChunk';
import { DEFAULT_DATA_TABLE_LABELS, type DataTableLabels } from './labels';
import { DEFAULT_PAGE_SIZE, nextSort, normalisePageSize, type DataTableSort } from './paging';
import { markUpdated, rowStatus, type RowKey } from './rowStatus';
import type { CellEditor, DataTableColumnBase, DataTableProps } from './types';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** Width in px of a column that gives none (SPEC.md section 9). */
export const DEFAULT_COLUMN_WIDTH = 200;

const SELECT_COLUMN_WIDTH = 48;

// The virtualizer (@tanstack/react-virtual) loads only for a table that scrolls its rows.
// Until its chunk is there, the rows that fill the view.
const VirtualRows = lazyChunk(
  () => import('./VirtualRows').then((module) => module.VirtualRows),
  ({ count, height, rowHeight, renderRow }) =>
    Array.from({ length: Math.min(count, Math.ceil(height / rowHeight)) }, (_, index) =>
      renderRow(index),
    ),
).Component;

/** A column seen without the link between its field and its editor's value type. */
type AnyColumn<Row> = DataTableColumnBase<Row> & {
  key: Extract<keyof Row, string>;
  editor?: CellEditor<Row, unknown>;
};

type EditHandler<Row> = (
  row: Row,
  key: RowKey,
  field: Extract<keyof Row, string>,
  value: unknown,
) => void;

function keyOf<Row extends object>(row: Row, rowKey: DataTableProps<Row>['rowKey']): RowKey {
  if (typeof rowKey === 'function') return rowKey(row);
  const value: unknown = row[rowKey];
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function SortIcon({ order }: { order: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M6 1 L10 5 H2 Z" fill="currentColor" opacity={order === 'asc' ? 1 : 0.35} />
      <path d="M6 11 L10 7 H2 Z" fill="currentColor" opacity={order === 'desc' ? 1 : 0.35} />
    </svg>
  );
}

interface EditorProps<Row> {
  editor: CellEditor<Row, unknown>;
  row: Row;
  value: unknown;
  name: string;
  onChange: (value: unknown) => void;
}

function Editor<Row>({ editor, row, value, name, onChange }: EditorProps<Row>) {
  if (typeof editor === 'function') return <>{editor(row, value, onChange)}</>;
  if (editor === 'number') {
    return (
      <input
        data-editor=""
        type="number"
        aria-label={name}
        value={typeof value === 'number' && Number.isFinite(value) ? value : cellText(value)}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      />
    );
  }
  return (
    <input
      data-editor=""
      type="text"
      aria-label={name}
      value={cellText(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
}

interface BodyRowProps<Row extends object> {
  row: Row;
  rowKey: RowKey;
  ariaRowIndex: number | undefined;
  columns: readonly AnyColumn<Row>[];
  selectable: boolean;
  selected: boolean;
  editable: boolean;
  labels: DataTableLabels;
  onToggle: (key: RowKey, checked: boolean) => void;
  onEdit: EditHandler<Row>;
}

function BodyRowView<Row extends object>({
  row,
  rowKey,
  ariaRowIndex,
  columns,
  selectable,
  selected,
  editable,
  labels,
  onToggle,
  onEdit,
}: BodyRowProps<Row>) {
  const status = rowStatus(row);
  const statusLabel =
    status === 'create'
      ? labels.rowCreated
      : status === 'update'
        ? labels.rowUpdated
        : status === 'delete'
          ? labels.rowDeleted
          : undefined;
  const marker = statusLabel ? <span data-status-label="">{statusLabel}</span> : null;
  return (
    <tr aria-rowindex={ariaRowIndex} data-status={status} data-selected={selected ? '' : undefined}>
      {selectable ? (
        <td data-select="">
          {marker}
          <input
            type="checkbox"
            checked={selected}
            aria-label={labels.selectRow(rowKey)}
            onChange={(event) => onToggle(rowKey, event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => (
        <td key={column.key} data-align={column.align}>
          {!selectable && index === 0 ? marker : null}
          {editable && column.editor && status !== 'delete' ? (
            <Editor
              editor={column.editor}
              row={row}
              value={row[column.key]}
              name={`${column.title} ${rowKey}`}
              onChange={(value) => onEdit(row, rowKey, column.key, value)}
            />
          ) : column.render ? (
            column.render(row)
          ) : (
            cellText(row[column.key])
          )}
        </td>
      ))}
    </tr>
  );
}

const BodyRow = memo(BodyRowView) as typeof BodyRowView;

/**
 * The product's data table (SPEC.md sections 3, 5 and 9) on TanStack Table: server paging
 * with page sizes 10/20/50/100, sortable headers, row selection, `_status` row markers,
 * editable cells, loading/empty/error states and virtual scrolling for large client data.
 */
export function DataTable<Row extends object>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  emptyText,
  labels: labelOverrides,
  pagination,
  onChange,
  sort: sortProp,
  defaultSort,
  sortMode,
  selection,
  editable = false,
  onRowChange,
  virtual,
  size = 'md',
}: DataTableProps<Row>) {
  const recipe = useSharedSlotRecipe(dataTableSlotRecipe);
  const styles = useMemo(() => recipe({ size }), [recipe, size]);
  const labels = useMemo<DataTableLabels>(
    () => ({ ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides }),
    [labelOverrides],
  );
  const cols = columns as readonly AnyColumn<Row>[];

  // While loading, the rows last shown stay on screen (dimmed) if the caller clears them.
  const [keptRows, setKeptRows] = useState(rows);
  if (keptRows !== rows && (!loading || rows.length > 0)) setKeptRows(rows);
  const shownRows = loading && rows.length === 0 ? keptRows : rows;

  const [ownSort, setOwnSort] = useState<DataTableSort | undefined>(defaultSort);
  const sort = sortProp === undefined ? ownSort : (sortProp ?? undefined);
  const serverSort = (sortMode ?? (pagination ? 'server' : 'client')) === 'server';
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : []),
    [sort],
  );

  const page = Math.max(1, pagination?.page ?? 1);
  const pageSize = normalisePageSize(pagination?.size ?? DEFAULT_PAGE_SIZE);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      cols.map((column) => ({
        id: column.key,
        accessorFn: (row: Row) => row[column.key],
        header: column.title,
        size: column.width ?? DEFAULT_COLUMN_WIDTH,
        enableSorting: Boolean(column.sortable),
      })),
    [cols],
  );
  const columnsById = useMemo(() => new Map(cols.map((column) => [column.key, column])), [cols]);
  const getRowId = useCallback((row: Row) => String(keyOf(row, rowKey)), [rowKey]);

  // No React Compiler runs on this code; the table object is only read during render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: shownRows as Row[],
    columns: columnDefs,
    getRowId,
    state: { sorting },
    manualSorting: serverSort,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const tableRows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  const changeSort = (field: string) => {
    const next = nextSort(sort, field);
    setOwnSort(next);
    onChange?.({ pagination: { page, size: pageSize }, sort: next });
  };
  const changePage = (nextPage: number, nextSize: number) =>
    onChange?.({ pagination: { page: nextPage, size: normalisePageSize(nextSize) }, sort });

  const selectedKeys = selection?.selectedKeys;
  const selectedSet = useMemo(() => new Set<RowKey>(selectedKeys ?? []), [selectedKeys]);
  const pageKeys = useMemo(
    () => (selection ? tableRows.map((row) => keyOf(row.original, rowKey)) : []),
    [selection, tableRows, rowKey],
  );
  const selectedOnPage = pageKeys.filter((key) => selectedSet.has(key)).length;
  const allSelected = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
  const someSelected = selectedOnPage > 0 && !allSelected;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const onToggle = useCallback(
    (key: RowKey, checked: boolean) => {
      if (!selection) return;
      const rest = selection.selectedKeys.filter((selected) => selected !== key);
      selection.onChange(checked ? [...rest, key] : rest);
    },
    [selection],
  );
  const toggleAll = () => {
    if (!selection) return;
    const onPage = new Set(pageKeys);
    const rest = selection.selectedKeys.filter((key) => !onPage.has(key));
    selection.onChange(allSelected ? rest : [...rest, ...pageKeys]);
  };
  const onEdit = useCallback<EditHandler<Row>>(
    (row, key, field, value) =>
      onRowChange?.(key, markUpdated(row, { [field]: value } as Partial<Row>)),
    [onRowChange],
  );

  // State rather than a ref: the virtual rows render before the scroller's ref is attached.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  const colSpan = cols.length + (selection ? 1 : 0);
  const showRows = !error && tableRows.length > 0;
  const rowOffset = pagination ? (page - 1) * pageSize : 0;
  const rowCount =
    showRows && virtual !== undefined
      ? tableRows.length + 1
      : showRows && pagination
        ? pagination.total + 1
        : undefined;
  const totalWidth =
    headers.reduce((sum, header) => sum + header.getSize(), 0) +
    (selection ? SELECT_COLUMN_WIDTH : 0);

  const renderRow = (index: number) => {
    const row = tableRows[index];
    if (!row) return null;
    const key = keyOf(row.original, rowKey);
    return (
      <BodyRow
        key={row.id}
        row={row.original}
        rowKey={key}
        ariaRowIndex={rowCount === undefined ? undefined : rowOffset + index + 2}
        columns={cols}
        selectable={Boolean(selection)}
        selected={selectedSet.has(key)}
        editable={editable}
        labels={labels}
        onToggle={onToggle}
        onEdit={onEdit}
      />
    );
  };

  const messageRow = (content: ReactNode) => (
    <tr>
      <td colSpan={colSpan}>{content}</td>
    </tr>
  );

  let body: ReactNode;
  if (error) {
    body = messageRow(
      <chakra.div css={styles.message} role="alert">
        <chakra.strong css={styles.messageTitle}>{labels.error}</chakra.strong>
        <span>{error}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {labels.retry}
        </Button>
      </chakra.div>,
    );
  } else if (tableRows.length === 0) {
    body = messageRow(
      <chakra.div css={styles.message}>
        {loading ? (
          <chakra.span css={styles.spinner} aria-hidden="true">
            {labels.loading}
          </chakra.span>
        ) : (
          (emptyText ?? labels.empty)
        )}
      </chakra.div>,
    );
  } else if (virtual !== undefined) {
    const rowHeight = DATA_TABLE_ROW_HEIGHT[size];
    body = (
      <VirtualRows
        scroller={scroller}
        count={tableRows.length}
        height={virtual}
        rowHeight={rowHeight}
        colSpan={colSpan}
        renderRow={renderRow}
      />
    );
  } else {
    body = tableRows.map((_, index) => renderRow(index));
  }

  return (
    <chakra.div css={styles.root} data-scope="data-table">
      <chakra.div css={styles.frame}>
        <chakra.div
          ref={setScroller}
          css={styles.scroller}
          data-part="scroller"
          style={virtual !== undefined ? { height: virtual } : undefined}
          {...(virtual !== undefined
            ? { tabIndex: 0, role: 'region', 'aria-label': caption }
            : undefined)}
        >
          <chakra.table
            css={styles.table}
            style={{ width: totalWidth }}
            aria-busy={loading || undefined}
            aria-rowcount={rowCount}
            data-virtual={virtual !== undefined ? '' : undefined}
          >
            <chakra.caption css={styles.caption}>{caption}</chakra.caption>
            <colgroup>
              {selection ? <col style={{ width: SELECT_COLUMN_WIDTH }} /> : null}
              {headers.map((header) => (
                <col key={header.id} style={{ width: header.getSize() }} />
              ))}
            </colgroup>
            <thead>
              <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
                {selection ? (
                  <th scope="col" data-select="">
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      aria-label={labels.selectAll}
                      checked={allSelected}
                      disabled={pageKeys.length === 0}
                      onChange={toggleAll}
                    />
                  </th>
                ) : null}
                {headers.map((header) => {
                  const column = columnsById.get(header.id as Extract<keyof Row, string>);
                  if (!column) return null;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-align={column.align}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {column.sortable ? (
                        <chakra.button
                          type="button"
                          css={styles.sortButton}
                          onClick={() => changeSort(column.key)}
                        >
                          {column.title}
                          <chakra.span css={styles.sortIcon}>
                            <SortIcon order={sorted} />
                          </chakra.span>
                        </chakra.button>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </chakra.table>
        </chakra.div>
        {loading && tableRows.length > 0 ? (
          <chakra.div css={styles.busy}>
            <chakra.span css={styles.spinner} aria-hidden="true">
              {labels.loading}
            </chakra.span>
          </chakra.div>
        ) : null}
        <chakra.span css={styles.live} role="status">
          {loading ? labels.loading : ''}
        </chakra.span>
      </chakra.div>
      {pagination ? (
        <DataTablePagination
          page={page}
          size={pageSize}
          total={pagination.total}
          labels={labels}
          onChange={changePage}
          styles={styles}
        />
      ) : null}
    </chakra.div>
  );
}
