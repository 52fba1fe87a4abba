import { chakra, Popover, Portal, type SystemStyleObject } from '@chakra-ui/react';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  emptyRow,
  fillDown,
  formatLabel,
  insertRow,
  normaliseValue,
  parseClipboard,
  pasteBlock,
  removeRow,
  setCell,
  setColumn,
  type SheetGridChoice,
  type SheetGridColumn,
  type SheetGridConflict,
  type SheetGridConflicts,
  type SheetGridIssue,
  type SheetGridIssues,
  type SheetRow,
} from './sheetGrid';
import {
  SHEET_GRID_MAX_HEIGHT,
  SHEET_GRID_ROW_HEIGHT,
  sheetGridSlotRecipe,
} from './sheetGrid.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

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

/** Rows rendered above and below the ones in view. */
const OVERSCAN = 10;

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

interface CellPosition {
  row: number;
  col: number;
}

interface EditState extends CellPosition {
  draft: string;
}

interface IssueStyles {
  error: SystemStyleObject;
  warning: SystemStyleObject;
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

interface SheetGridBodyProps {
  scroller: HTMLElement | null;
  rows: readonly SheetRow[];
  columns: readonly SheetGridColumn[];
  issues: SheetGridIssues | undefined;
  conflicts: SheetGridConflicts | undefined;
  onResolve: (rowIndex: number, key: string, choice: SheetGridChoice) => void;
  current: CellPosition;
  editing: EditState | null;
  text: SheetGridLabels;
  idPrefix: string;
  issueStyles: IssueStyles;
  inputCss: SystemStyleObject | undefined;
  onDraft: (draft: string) => void;
  onEditorBlur: () => void;
}

function estimateRowHeight(): number {
  return SHEET_GRID_ROW_HEIGHT;
}

/**
 * The body rows in view plus overscan, and always the current cell's and the edited cell's rows
 * (so that keyboard moves far away can focus them and an editor never unmounts while scrolled
 * away), with spacer rows keeping the scroll height. Scrolling re-renders only this component.
 */
function SheetGridBody({
  scroller,
  rows,
  columns,
  issues,
  conflicts,
  onResolve,
  current,
  editing,
  text,
  idPrefix,
  issueStyles,
  inputCss,
  onDraft,
  onEditorBlur,
}: SheetGridBodyProps) {
  const activeRow = current.row;
  const editRow = editing?.row ?? -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const pinned of [activeRow, editRow]) {
        if (pinned >= 0 && pinned < range.count && !indexes.includes(pinned)) indexes.push(pinned);
      }
      return indexes.sort((a, b) => a - b);
    },
    [activeRow, editRow],
  );
  // No React Compiler runs on this code; the virtualizer is only read during render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: estimateRowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
    initialRect: { width: 0, height: SHEET_GRID_MAX_HEIGHT },
    // Where nothing is laid out (tests, hidden tabs) the area is as high as it may grow.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: SHEET_GRID_MAX_HEIGHT }),
      ),
  });
  const colSpan = columns.length + 1;
  const spacer = (key: string, height: number) => (
    <tr key={key} data-spacer="" aria-hidden="true">
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
  const body: ReactNode[] = [];
  let end = 0;
  for (const item of virtualizer.getVirtualItems()) {
    const row = rows[item.index];
    if (!row) continue;
    if (item.start > end) body.push(spacer(`spacer-${item.index}`, item.start - end));
    end = item.end;
    body.push(
      <SheetGridRow
        key={item.index}
        row={row}
        rowIndex={item.index}
        columns={columns}
        rowIssues={issues?.[item.index]}
        rowConflicts={conflicts?.[item.index]}
        onResolve={onResolve}
        activeCol={item.index === current.row ? current.col : -1}
        edit={editing && editing.row === item.index ? editing : null}
        text={text}
        idPrefix={idPrefix}
        issueStyles={issueStyles}
        inputCss={inputCss}
        onDraft={onDraft}
        onEditorBlur={onEditorBlur}
      />,
    );
  }
  const total = virtualizer.getTotalSize();
  if (total > end) body.push(spacer('spacer-end', total - end));
  return <>{body}</>;
}

interface SheetGridRowProps {
  row: SheetRow;
  rowIndex: number;
  columns: readonly SheetGridColumn[];
  rowIssues: Record<string, SheetGridIssue> | undefined;
  rowConflicts: Record<string, SheetGridConflict> | undefined;
  onResolve: (rowIndex: number, key: string, choice: SheetGridChoice) => void;
  activeCol: number;
  edit: EditState | null;
  text: SheetGridLabels;
  idPrefix: string;
  issueStyles: IssueStyles;
  inputCss: SystemStyleObject | undefined;
  onDraft: (draft: string) => void;
  onEditorBlur: () => void;
}

/** One body row; re-renders only when its row, issues, conflicts, focus or editor change. */
const SheetGridRow = memo(function SheetGridRow({
  row,
  rowIndex,
  columns,
  rowIssues,
  rowConflicts,
  onResolve,
  activeCol,
  edit,
  text,
  idPrefix,
  issueStyles,
  inputCss,
  onDraft,
  onEditorBlur,
}: SheetGridRowProps) {
  const n = rowIndex + 1;
  return (
    <tr role="row" aria-rowindex={rowIndex + 2}>
      <th role="rowheader" scope="row" aria-label={formatLabel(text.row, { n })}>
        {n}
      </th>
      {columns.map((column, col) => {
        const issue = rowIssues?.[column.key];
        const issueId = issue ? `${idPrefix}-issue-${rowIndex}-${col}` : undefined;
        const conflict = column.readOnly ? undefined : rowConflicts?.[column.key];
        const conflictId = conflict ? `${idPrefix}-conflict-${rowIndex}-${col}` : undefined;
        const describedBy = [issueId, conflictId].filter(Boolean).join(' ') || undefined;
        const value = row[column.key] ?? '';
        const editing = edit?.col === col;
        const invalid = issue?.severity === 'error' ? true : undefined;
        return (
          <td
            key={column.key}
            role="gridcell"
            tabIndex={col === activeCol ? 0 : -1}
            data-row={rowIndex}
            data-col={col}
            data-align={column.align ?? (column.type === 'number' ? 'end' : 'start')}
            data-active={col === activeCol ? '' : undefined}
            data-editing={editing ? '' : undefined}
            data-read-only={column.readOnly ? '' : undefined}
            data-severity={issue?.severity}
            data-conflict={conflict ? '' : undefined}
            aria-readonly={column.readOnly ? true : undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            {editing && edit ? (
              <CellEditor
                column={column}
                draft={edit.draft}
                label={formatLabel(text.cell, { column: column.title, n })}
                emptyOption={text.emptyOption}
                invalid={invalid}
                describedBy={describedBy}
                css={inputCss}
                onDraft={onDraft}
                onBlur={onEditorBlur}
              />
            ) : conflict && conflictId ? (
              <ConflictValues
                id={conflictId}
                mine={displayValue(column, value)}
                theirs={displayValue(column, conflict.theirs)}
                tabbable={col === activeCol}
                text={text}
                onChoose={(choice) => onResolve(rowIndex, column.key, choice)}
              />
            ) : (
              displayValue(column, value)
            )}
            {issue ? (
              <chakra.span
                id={issueId}
                data-issue=""
                aria-hidden="true"
                css={issueStyles[issue.severity]}
              >
                {issue.message}
              </chakra.span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * A conflicting cell's content: its own value, a button keeping it, and the other version's value
 * as a button taking it; the description says what happened for assistive technology.
 */
function ConflictValues({
  id,
  mine,
  theirs,
  tabbable,
  text,
  onChoose,
}: {
  id: string;
  mine: string;
  theirs: string;
  tabbable: boolean;
  text: SheetGridLabels;
  onChoose: (choice: SheetGridChoice) => void;
}) {
  const shownTheirs = theirs === '' ? text.emptyOption : theirs;
  const keep = formatLabel(text.keepMine, { value: mine === '' ? text.emptyOption : mine });
  const take = formatLabel(text.takeTheirs, { value: shownTheirs });
  return (
    <span data-conflict-values="">
      <span data-mine="">{mine}</span>
      <button
        type="button"
        data-choose="mine"
        tabIndex={tabbable ? 0 : -1}
        aria-label={keep}
        title={keep}
        onClick={() => onChoose('mine')}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        data-choose="theirs"
        tabIndex={tabbable ? 0 : -1}
        aria-label={take}
        title={take}
        onClick={() => onChoose('theirs')}
      >
        {theirs === '' ? '—' : theirs}
      </button>
      <span id={id} hidden>
        {formatLabel(text.conflict, { value: shownTheirs })}
      </span>
    </span>
  );
}

function displayValue(column: SheetGridColumn, value: string): string {
  if (column.type !== 'select') return value;
  return column.options?.find((option) => option.value === value)?.label ?? value;
}

interface CellEditorProps {
  column: SheetGridColumn;
  draft: string;
  label: string;
  emptyOption: string;
  invalid: true | undefined;
  describedBy: string | undefined;
  css: SystemStyleObject | undefined;
  onDraft: (draft: string) => void;
  onBlur: (event: FocusEvent) => void;
}

/** The input (or drop-down list) of the cell being edited; focused when it appears. */
function CellEditor({
  column,
  draft,
  label,
  emptyOption,
  invalid,
  describedBy,
  css,
  onDraft,
  onBlur,
}: CellEditorProps) {
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus();
    if (element instanceof HTMLInputElement) {
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, []);
  const common = {
    ref,
    'aria-label': label,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    css,
    onBlur,
  };
  if (column.type === 'select') {
    return (
      <chakra.select {...common} value={draft} onChange={(event) => onDraft(event.target.value)}>
        <option value="">{emptyOption}</option>
        {column.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {draft && !column.options?.some((option) => option.value === draft) ? (
          <option value={draft}>{draft}</option>
        ) : null}
      </chakra.select>
    );
  }
  return (
    <chakra.input
      {...common}
      type="text"
      inputMode={column.type === 'number' ? 'decimal' : undefined}
      autoComplete="off"
      value={draft}
      onChange={(event) => onDraft(event.target.value)}
    />
  );
}

interface BulkEditProps {
  column: SheetGridColumn;
  open: boolean;
  /** Called with the column's key. */
  onOpenChange: (key: string, open: boolean) => void;
  /** Called with the column's key. */
  onApply: (key: string, value: string) => void;
  text: SheetGridLabels;
  styles: Record<string, SystemStyleObject | undefined>;
}

/**
 * A column header's 'Set whole column' button and its popover; memoized with stable callbacks,
 * so that editing a cell does not re-render the header.
 */
const BulkEdit = memo(function BulkEdit({
  column,
  open,
  onOpenChange,
  onApply,
  text,
  styles,
}: BulkEditProps) {
  const [value, setValue] = useState('');
  const title = formatLabel(text.setColumn, { column: column.title });
  const fieldId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(column.key, value);
    setValue('');
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(column.key, details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <chakra.button type="button" css={styles.headerButton} aria-label={title} title={title}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M3 3h10M3 8h10M3 13h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </chakra.button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here as well: Zag links the title only if it saw it mounted in time. */}
          <Popover.Content css={styles.popover} aria-label={title}>
            <chakra.form onSubmit={submit} display="contents">
              <Popover.Title css={styles.popoverTitle}>{title}</Popover.Title>
              <chakra.label htmlFor={fieldId} css={styles.popoverLabel}>
                {text.value}
              </chakra.label>
              {column.type === 'select' ? (
                <select
                  id={fieldId}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                >
                  <option value="">{text.emptyOption}</option>
                  {column.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId}
                  type="text"
                  autoComplete="off"
                  inputMode={column.type === 'number' ? 'decimal' : undefined}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                />
              )}
              <chakra.div css={styles.popoverFooter}>
                <chakra.button
                  type="button"
                  css={styles.button}
                  onClick={() => onOpenChange(column.key, false)}
                >
                  {text.cancel}
                </chakra.button>
                <chakra.button type="submit" css={styles.button} data-primary="">
                  {text.apply}
                </chakra.button>
              </chakra.div>
            </chakra.form>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
});
