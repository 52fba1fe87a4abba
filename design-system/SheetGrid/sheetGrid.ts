/** One row of a {@link SheetGrid}: the cell values by column key, as typed. */
export type SheetRow = Record<string, string>;

/** A choice of a `select` column. */
export interface SheetGridOption {
  /** The value stored in the row. */
  value: string;
  /** The text shown. */
  label: string;
}

/** How a column's cells are edited. */
export type SheetGridColumnType = 'text' | 'number' | 'select';

/** One column of a {@link SheetGrid}. */
export interface SheetGridColumn {
  /** The key of the column's value in each row. */
  key: string;
  /** The header text; also names the cell editors ('<title>, row N'). */
  title: string;
  /** Width in px; 160 unless given. */
  width?: number;
  /** `number` keeps the typed string (the caller validates) but aligns to the end. */
  type: SheetGridColumnType;
  /** The choices of a `select` column. */
  options?: readonly SheetGridOption[];
  /** Shown but never edited, pasted into, filled or bulk-set (a computed value, say). */
  readOnly?: boolean;
  /** Text alignment; `end` for numbers and `start` for the rest unless given. */
  align?: 'start' | 'center' | 'end';
}

/** A problem with one cell, found by the caller's validation. */
export interface SheetGridIssue {
  /** An error blocks saving (red, `aria-invalid`); a warning only informs (amber). */
  severity: 'error' | 'warning';
  /** Why the value is wrong, shown on focus or hover and as the cell's description. */
  message: string;
}

/** Issues by row index, then by column key. */
export type SheetGridIssues = Record<number, Record<string, SheetGridIssue> | undefined>;

/**
 * A cell changed here and, differently, in another version (another tab saved first): the cell
 * shows its own value with the other one beside it until the user chooses.
 */
export interface SheetGridConflict {
  /** The other version's value, as the row would hold it. */
  theirs: string;
}

/** Conflicts by row index, then by column key. */
export type SheetGridConflicts = Record<number, Record<string, SheetGridConflict> | undefined>;

/** Which value of a conflict the user chose: the cell's own, or the other version's. */
export type SheetGridChoice = 'mine' | 'theirs';

/** A row with every column empty. */
export function emptyRow(columns: readonly SheetGridColumn[]): SheetRow {
  const row: SheetRow = {};
  for (const column of columns) row[column.key] = '';
  return row;
}

/** Replaces `%{name}` placeholders of a label template. */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * Splits clipboard text copied from a spreadsheet (Excel, LibreOffice, Google Sheets) into rows
 * of cells: tabs separate cells, CR, LF or CRLF end rows, a cell in double quotes may hold tabs,
 * newlines and doubled quotes, and the final line break is not an extra row.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let cellStart = true;
  while (index < text.length) {
    const char = text[index];
    if (cellStart && char === '"') {
      const close = quotedEnd(text, index);
      if (close > 0) {
        cell = text.slice(index + 1, close).replace(/""/g, '"');
        index = close + 1;
        cellStart = false;
        continue;
      }
    }
    if (char === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
      index += 1;
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
    } else {
      cell += char;
      cellStart = false;
      index += 1;
    }
  }
  if (!cellStart || cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The index of the quote closing a quoted cell opened at `open`, or -1 when it is not one. */
function quotedEnd(text: string, open: number): number {
  let index = open + 1;
  while (index < text.length) {
    if (text[index] === '"') {
      if (text[index + 1] === '"') {
        index += 2;
        continue;
      }
      const next = text[index + 1];
      return next === undefined || next === '\t' || next === '\n' || next === '\r' ? index : -1;
    }
    index += 1;
  }
  return -1;
}

/** The stored value for a typed or pasted one: a `select` option matched by value or label. */
export function normaliseValue(column: SheetGridColumn, value: string): string {
  const trimmed = value.trim();
  if (column.type !== 'select' || !column.options)
    return column.type === 'number' ? trimmed : value;
  const lower = trimmed.toLowerCase();
  const match =
    column.options.find((option) => option.value.toLowerCase() === lower) ??
    column.options.find((option) => option.label.toLowerCase() === lower);
  return match ? match.value : trimmed;
}

/** Sets one cell, returning new rows (only the changed row is a new object). */
export function setCell(
  rows: readonly SheetRow[],
  rowIndex: number,
  key: string,
  value: string,
): SheetRow[] {
  return rows.map((row, index) => (index === rowIndex ? { ...row, [key]: value } : row));
}

/**
 * Pastes a block of cells with its top-left corner at (`rowIndex`, `columnIndex`): rows are added
 * as needed, cells past the last column and cells of read-only columns are ignored.
 */
export function pasteBlock(
  rows: readonly SheetRow[],
  columns: readonly SheetGridColumn[],
  rowIndex: number,
  columnIndex: number,
  block: readonly (readonly string[])[],
): SheetRow[] {
  const next = rows.slice();
  while (next.length < rowIndex + block.length) next.push(emptyRow(columns));
  block.forEach((cells, offset) => {
    const target = rowIndex + offset;
    let row: SheetRow | undefined;
    cells.forEach((value, cellOffset) => {
      const column = columns[columnIndex + cellOffset];
      if (!column || column.readOnly) return;
      row ??= { ...next[target] };
      row[column.key] = normaliseValue(column, value);
    });
    if (row) next[target] = row;
  });
  return next;
}

/** Copies the value of (`rowIndex`, `key`) to every row below it. */
export function fillDown(rows: readonly SheetRow[], rowIndex: number, key: string): SheetRow[] {
  const value = rows[rowIndex]?.[key] ?? '';
  return rows.map((row, index) =>
    index > rowIndex && (row[key] ?? '') !== value ? { ...row, [key]: value } : row,
  );
}

/** Sets `key` to `value` in every row. */
export function setColumn(rows: readonly SheetRow[], key: string, value: string): SheetRow[] {
  return rows.map((row) => ((row[key] ?? '') === value ? row : { ...row, [key]: value }));
}

/** Inserts an empty row after `rowIndex` (at the end when it is -1 or past the last row). */
export function insertRow(
  rows: readonly SheetRow[],
  columns: readonly SheetGridColumn[],
  rowIndex: number,
): SheetRow[] {
  const at = rowIndex < 0 || rowIndex >= rows.length ? rows.length : rowIndex + 1;
  return [...rows.slice(0, at), emptyRow(columns), ...rows.slice(at)];
}

/** Removes the row at `rowIndex`. */
export function removeRow(rows: readonly SheetRow[], rowIndex: number): SheetRow[] {
  return rows.filter((_, index) => index !== rowIndex);
}
