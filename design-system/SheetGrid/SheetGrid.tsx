import { chakra } from '@chakra-ui/react';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  emptyRow,
  fillDown,
  insertRow,
  normaliseValue,
  parseClipboard,
  pasteBlock,
  removeRow,
  setCell,
  setColumn,
  type SheetGridChoice,
  type SheetGridColumn,
  type SheetGridConflicts,
  type SheetGridIssues,
  type SheetRow,
} from './sheetGrid';
import { sheetGridSlotRecipe } from './sheetGrid.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';
import {
  SheetGridBody,
  type CellPosition,
  type EditState,
  type IssueStyles,
} from './SheetGridBody';
import { BulkEdit } from './SheetGridEditors';

/** Width in px of a column without its own `width`. */
export const SHEET_GRID_COLUMN_WIDTH = 160;

/**
 * Width in px of the row number column for `rowCount` rows: 48 up to 999 rows, 10 more for every
 * further digit, so that '5000' is not cut.
 */
function sheetGridRowHeaderWidth(rowCount: number): number {
  return 48 + 10 * Math.max(0, String(Math.max(rowCount, 1)).length - 3);
}

/** Rows that PageUp and PageDown move by. */
const PAGE_ROWS = 10;

/** User-visible texts of {@link SheetGrid}; `%{…}` are placeholders. */
export interface SheetGridLabels {
  /** The name of a row's header cell; `%{n}` is the 1-based row number. */
  row: string;
  /** The name of a cell editor; `%{column}` is the column title, `%{n}` the row number. */
  cell: string;
  /** Appends an empty row. */
  addRow: string;
  /** Removes the row of the current cell. */
  removeRow: string;
  /** Copies the current cell's value to every row below it (also Ctrl+D). */
  fillDown: string;
  /** The column header button and popover title; `%{column}` is the column title. */
  setColumn: string;
  /** The label of the popover's value field. */
  value: string;
  /** Applies the popover's value to every row. */
  apply: string;
  /** Closes the popover without a change. */
  cancel: string;
  /** The empty choice of `select` editors. */
  emptyOption: string;
  /** Shown when there are no rows. */
  noRows: string;
  /** Names the toolbar above the grid. */
  toolbar: string;
  /** Describes a conflicting cell; `%{value}` is the other version's value. */
  conflict: string;
  /** Keeps a conflicting cell's own value; `%{value}` is that value. */
  keepMine: string;
  /** Takes the other version's value of a conflicting cell; `%{value}` is that value. */
  takeTheirs: string;
}

/** The English defaults of {@link SheetGridLabels}. */
export const DEFAULT_SHEET_GRID_LABELS: SheetGridLabels = {
  row: 'Row %{n}',
  cell: '%{column}, row %{n}',
  addRow: 'Add row',
  removeRow: 'Remove row',
  fillDown: 'Fill down',
  setColumn: 'Set whole column: %{column}',
  value: 'Value',
  apply: 'Apply',
  cancel: 'Cancel',
  emptyOption: '(empty)',
  noRows: 'No rows yet. Add a row or paste from a spreadsheet.',
  toolbar: 'Sheet actions',
  conflict: 'Also changed elsewhere, to %{value}: choose one',
  keepMine: 'Keep mine: %{value}',
  takeTheirs: 'Take theirs: %{value}',
};

/** Props of {@link SheetGrid}. */
export interface SheetGridProps {
  /** The columns in display order. */
  columns: readonly SheetGridColumn[];
  /** The rows; each value as typed (numbers too: the caller validates). */
  rows: readonly SheetRow[];
  /**
   * Called with the new rows after every edit, paste, fill, bulk edit, added or removed row.
   * Unchanged rows keep their identity.
   */
  onChange: (rows: SheetRow[]) => void;
  /**
   * Problems by row index and column key, shown on their cells. A row re-renders when its entry
   * changes identity, so keep the entries of unchanged rows.
   */
  issues?: SheetGridIssues;
  /** Texts; English defaults. Keep the object stable: a new one re-renders every row. */
  labels?: Partial<SheetGridLabels>;
  /** The grid's accessible name, shown above it. */
  caption: string;
  /**
   * The grid shows at least this many rows (empty ones appended; the first change emits them)
   * and 'Remove row' stops there; 1 unless given.
   */
  minRows?: number;
  /** The key of a column whose 'Set whole column' popover starts open. */
  defaultBulkEditColumn?: string;
  /**
   * Cells that another version changed too, by row index and column key: each shows its value
   * with the other one beside it and a button for each (keep mine, take theirs). Keep the
   * entries of unchanged rows, as for `issues`.
   */
  conflicts?: SheetGridConflicts;
  /** Called when the user chooses a value of a conflicting cell. */
  onResolveConflict?: (rowIndex: number, key: string, choice: SheetGridChoice) => void;
}

/**
 * Spreadsheet-style entry of many rows: a `role="grid"` table with one focusable cell at a time
 * (arrow keys, Home/End, PageUp/PageDown move; Enter, F2 or typing edits; Enter or Tab commits
 * and moves; Escape cancels; Delete clears), paste of a tab-separated block from Excel or
 * LibreOffice (rows added as needed), fill down (Ctrl+D or the button), 'Set whole column' from
 * each column header, and added or removed rows. Controlled: every change goes to `onChange`.
 *
 * The rows scroll in an area of at most `SHEET_GRID_MAX_HEIGHT` px under a sticky header, and only
 * the rows in view (plus overscan) and the current cell's row are in the document;
 * `aria-rowcount` and `aria-rowindex` tell assistive technology the whole size.
 */
export function SheetGrid({
  columns,
  rows,
  onChange,
  issues,
  labels,
  caption,
  minRows = 1,
  defaultBulkEditColumn,
  conflicts,
  onResolveConflict,
}: SheetGridProps) {
  const recipe = useSharedSlotRecipe(sheetGridSlotRecipe);
  const styles = useMemo(() => recipe(), [recipe]);
  const issueStyles = useMemo<IssueStyles>(
    () => ({
      error: recipe({ severity: 'error' }).issue ?? {},
      warning: recipe({ severity: 'warning' }).issue ?? {},
    }),
    [recipe],
  );
  const text = useMemo(() => ({ ...DEFAULT_SHEET_GRID_LABELS, ...labels }), [labels]);
  const idPrefix = useId();

  const viewRows = useMemo(() => {
    if (rows.length >= minRows) return rows;
    const padded = rows.slice();
    while (padded.length < minRows) padded.push(emptyRow(columns));
    return padded;
  }, [rows, minRows, columns]);

  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<EditState | null>(null);
  const [bulkColumn, setBulkColumn] = useState<string | null>(defaultBulkEditColumn ?? null);
  const tableRef = useRef<HTMLTableElement>(null);
  // State rather than a ref: the virtual rows render before the scroller's ref is attached.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const focusPending = useRef(false);
  const editingRef = useRef<EditState | null>(null);
  const latest = useRef({ viewRows, columns, onChange });
  useLayoutEffect(() => {
    editingRef.current = editing;
    latest.current = { viewRows, columns, onChange };
  });

  const lastRow = viewRows.length - 1;
  const lastCol = columns.length - 1;
  const current: CellPosition = {
    row: Math.max(0, Math.min(active.row, lastRow)),
    col: Math.max(0, Math.min(active.col, lastCol)),
  };

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const cell = tableRef.current?.querySelector<HTMLElement>(
      `td[data-row="${current.row}"][data-col="${current.col}"]`,
    );
    if (!cell) return;
    // The current row is always rendered (see SheetGridBody); bring it into view the least way,
    // below the sticky header (the scroller's scroll padding), then focus it without a jump.
    // jsdom has no scrollIntoView.
    if (typeof cell.scrollIntoView === 'function') {
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    cell.focus({ preventScroll: true });
  });

  const moveTo = useCallback((row: number, col: number) => {
    const { viewRows: all, columns: cols } = latest.current;
    focusPending.current = true;
    setActive({
      row: Math.max(0, Math.min(row, all.length - 1)),
      col: Math.max(0, Math.min(col, cols.length - 1)),
    });
  }, []);

  const emit = useCallback((next: SheetRow[]) => latest.current.onChange(next), []);
  const resolveRef = useRef(onResolveConflict);
  useLayoutEffect(() => {
    resolveRef.current = onResolveConflict;
  });
  const resolve = useCallback(
    (rowIndex: number, key: string, choice: SheetGridChoice) =>
      resolveRef.current?.(rowIndex, key, choice),
    [],
  );

  /** Ends editing, storing the draft when it differs; false when nothing was being edited. */
  const commit = useCallback((): boolean => {
    const edit = editingRef.current;
    if (!edit) return false;
    editingRef.current = null;
    setEditing(null);
    const { viewRows: all, columns: cols } = latest.current;
    const column = cols[edit.col];
    if (!column || column.readOnly) return true;
    const value = normaliseValue(column, edit.draft);
    if ((all[edit.row]?.[column.key] ?? '') !== value)
      emit(setCell(all, edit.row, column.key, value));
    return true;
  }, [emit]);

  const cancel = useCallback(() => {
    editingRef.current = null;
    setEditing(null);
    focusPending.current = true;
  }, []);

  const startEditing = useCallback((position: CellPosition, draft?: string) => {
    const { viewRows: all, columns: cols } = latest.current;
    const column = cols[position.col];
    if (!column || column.readOnly || !all[position.row]) return;
    const edit = { ...position, draft: draft ?? all[position.row]?.[column.key] ?? '' };
    editingRef.current = edit;
    setEditing(edit);
  }, []);

  const onDraft = useCallback((draft: string) => {
    setEditing((edit) => (edit ? { ...edit, draft } : edit));
  }, []);

  const onEditorBlur = useCallback(() => {
    commit();
  }, [commit]);

  const fillDownAt = useCallback(
    (position: CellPosition) => {
      const { viewRows: all, columns: cols } = latest.current;
      const column = cols[position.col];
      if (!column || column.readOnly || position.row >= all.length - 1) return;
      const next = fillDown(all, position.row, column.key);
      if (next.some((row, index) => row !== all[index])) emit(next);
    },
    [emit],
  );

  function cellOf(target: EventTarget | null): CellPosition | null {
    const cell = (target as HTMLElement | null)?.closest?.('td[data-row]');
    if (!cell) return null;
    return {
      row: Number(cell.getAttribute('data-row')),
      col: Number(cell.getAttribute('data-col')),
    };
  }

  /** Whether an event comes from a button in a cell (a conflict's choice), not the cell. */
  const fromButton = (event: { target: EventTarget | null }) =>
    Boolean((event.target as HTMLElement | null)?.closest?.('td button'));

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const edit = editingRef.current;
    if (edit) {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        commit();
        moveTo(edit.row + (event.shiftKey ? -1 : 1), edit.col);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        commit();
        moveTo(edit.row, edit.col + (event.shiftKey ? -1 : 1));
      }
      return;
    }
    if (fromButton(event)) return;
    const at = cellOf(event.target);
    if (!at) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const column = columns[at.col];
    switch (event.key) {
      case 'ArrowUp':
        moveTo(ctrl ? 0 : at.row - 1, at.col);
        break;
      case 'ArrowDown':
        moveTo(ctrl ? lastRow : at.row + 1, at.col);
        break;
      case 'ArrowLeft':
        moveTo(at.row, ctrl ? 0 : at.col - 1);
        break;
      case 'ArrowRight':
        moveTo(at.row, ctrl ? lastCol : at.col + 1);
        break;
      case 'Home':
        moveTo(ctrl ? 0 : at.row, 0);
        break;
      case 'End':
        moveTo(ctrl ? lastRow : at.row, lastCol);
        break;
      case 'PageUp':
        moveTo(at.row - PAGE_ROWS, at.col);
        break;
      case 'PageDown':
        moveTo(at.row + PAGE_ROWS, at.col);
        break;
      case 'Enter':
      case 'F2':
        startEditing(at);
        break;
      case 'Delete':
      case 'Backspace':
        if (column && !column.readOnly && (viewRows[at.row]?.[column.key] ?? '') !== '') {
          emit(setCell(viewRows, at.row, column.key, ''));
        }
        break;
      default:
        if (ctrl && !event.altKey && event.key.toLowerCase() === 'd') {
          fillDownAt(at);
          break;
        }
        if (event.key.length === 1 && !ctrl && !event.altKey) {
          if (!column || column.readOnly) return;
          startEditing(at, column.type === 'select' ? undefined : event.key);
          break;
        }
        return;
    }
    event.preventDefault();
  }

  function onPaste(event: ClipboardEvent<HTMLTableElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    const edit = editingRef.current;
    if (edit && !/[\t\n\r]/.test(pasted)) return;
    const at = edit ?? cellOf(event.target);
    if (!at) return;
    event.preventDefault();
    const block = parseClipboard(pasted);
    if (block.length === 0) return;
    if (edit) {
      editingRef.current = null;
      setEditing(null);
    }
    emit(pasteBlock(viewRows, columns, at.row, at.col, block));
    moveTo(at.row, at.col);
  }

  function onMouseDown(event: MouseEvent<HTMLTableElement>) {
    const at = cellOf(event.target);
    if (!at || (editing && editing.row === at.row && editing.col === at.col)) return;
    setActive(at);
  }

  function onDoubleClick(event: MouseEvent<HTMLTableElement>) {
    if (fromButton(event)) return;
    const at = cellOf(event.target);
    if (at) startEditing(at);
  }

  function addRow() {
    emit(insertRow(viewRows, columns, -1));
    setActive({ row: viewRows.length, col: current.col });
  }

  function removeActiveRow() {
    emit(removeRow(viewRows, current.row));
  }

  const applyColumn = useCallback(
    (key: string, value: string) => {
      const { viewRows: all, columns: cols } = latest.current;
      const column = cols.find((candidate) => candidate.key === key);
      if (!column || column.readOnly) return;
      const next = setColumn(all, key, normaliseValue(column, value));
      if (next.some((row, index) => row !== all[index])) emit(next);
      setBulkColumn(null);
    },
    [emit],
  );

  const onBulkOpenChange = useCallback((key: string, open: boolean) => {
    setBulkColumn(open ? key : null);
  }, []);

  const rowHeaderWidth = sheetGridRowHeaderWidth(viewRows.length);
  const activeColumn = columns[current.col];
  const canFill = Boolean(activeColumn && !activeColumn.readOnly && current.row < lastRow);

  return (
    <chakra.div css={styles.root}>
      <chakra.div role="toolbar" aria-label={text.toolbar} css={styles.toolbar}>
        <chakra.button type="button" css={styles.button} onClick={addRow}>
          {text.addRow}
        </chakra.button>
        <chakra.button
          type="button"
          css={styles.button}
          onClick={removeActiveRow}
          disabled={viewRows.length <= minRows || viewRows.length === 0}
        >
          {text.removeRow}
        </chakra.button>
        <chakra.button
          type="button"
          css={styles.button}
          onClick={() => fillDownAt(current)}
          disabled={!canFill}
          aria-keyshortcuts="Control+D"
        >
          {text.fillDown}
        </chakra.button>
      </chakra.div>
      <chakra.div ref={setScroller} css={styles.scroller} data-part="scroller">
        <chakra.table
          ref={tableRef}
          role="grid"
          aria-rowcount={viewRows.length > 0 ? viewRows.length + 1 : undefined}
          css={styles.table}
          style={{
            width:
              rowHeaderWidth +
              columns.reduce((sum, column) => sum + (column.width ?? SHEET_GRID_COLUMN_WIDTH), 0),
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onMouseDown={onMouseDown}
          onDoubleClick={onDoubleClick}
        >
          <chakra.caption css={styles.caption}>{caption}</chakra.caption>
          <colgroup>
            <col style={{ width: rowHeaderWidth }} />
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width ?? SHEET_GRID_COLUMN_WIDTH }} />
            ))}
          </colgroup>
          <thead>
            <tr role="row" aria-rowindex={viewRows.length > 0 ? 1 : undefined}>
              <td role="columnheader" aria-hidden="true" />
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col">
                  <chakra.div css={styles.headerContent}>
                    <span title={column.title}>{column.title}</span>
                    {column.readOnly ? null : (
                      <BulkEdit
                        column={column}
                        open={bulkColumn === column.key}
                        onOpenChange={onBulkOpenChange}
                        onApply={applyColumn}
                        text={text}
                        styles={styles}
                      />
                    )}
                  </chakra.div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {viewRows.length === 0 ? (
              <tr role="row" data-empty="">
                <td role="gridcell" colSpan={columns.length + 1}>
                  {text.noRows}
                </td>
              </tr>
            ) : (
              <SheetGridBody
                scroller={scroller}
                rows={viewRows}
                columns={columns}
                issues={issues}
                conflicts={conflicts}
                onResolve={resolve}
                current={current}
                editing={editing}
                text={text}
                idPrefix={idPrefix}
                issueStyles={issueStyles}
                inputCss={styles.input}
                onDraft={onDraft}
                onEditorBlur={onEditorBlur}
              />
            )}
          </tbody>
        </chakra.table>
      </chakra.div>
    </chakra.div>
  );
}
