/**
 * The body of a {@link SheetGrid}: the rows in view (virtualized), each row's cells with their
 * issues and conflicts, and the editor of the cell being edited.
 */
import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import { memo, useCallback, type ReactNode } from 'react';
import {
  formatLabel,
  type SheetGridChoice,
  type SheetGridColumn,
  type SheetGridConflict,
  type SheetGridConflicts,
  type SheetGridIssue,
  type SheetGridIssues,
  type SheetRow,
} from './sheetGrid';
import { SHEET_GRID_MAX_HEIGHT, SHEET_GRID_ROW_HEIGHT } from './sheetGrid.recipe';
import type { SheetGridLabels } from './SheetGrid';
import { CellEditor, displayValue } from './SheetGridEditors';

/** Rows rendered above and below the ones in view. */
const OVERSCAN = 10;

/** A cell of the grid, by row and column index. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The cell being edited and its draft value. */
export interface EditState extends CellPosition {
  draft: string;
}

/** The styles of a cell with an error or a warning. */
export interface IssueStyles {
  error: SystemStyleObject;
  warning: SystemStyleObject;
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
export function SheetGridBody({
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
