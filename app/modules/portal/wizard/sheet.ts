import type { SheetGridColumn, SheetGridIssues, SheetRow } from '../../../../design-system';
import {
  BUFFERS,
  FIELD_LABELS,
  INDEX_TYPES,
  SAMPLE_FORMS,
  SAMPLE_TYPES,
  SPECIES,
  cellText,
  fieldsFor,
  totalAmount,
  type FieldIssue,
  type ProductKind,
  type SampleField,
  type SampleRow,
  type SampleType,
} from '../../../../domain/portal/samples';
import type { MessageKey } from '../../../i18n';
import type { Locale } from '../../../i18n/types';

/** The grid key of the computed total amount. */
export const TOTAL_AMOUNT = 'totalAmount';

/** The grid key of an imported row's line number in its file. */
export const FILE_ROW = 'fileRow';

/** The grid key of a row's lasting id (no column shows it; the grid keeps it with the row). */
export const ROW_ID = 'rowId';

const NUMBER_FIELDS = new Set<SampleField>([
  'concentration',
  'volume',
  'a260280',
  'a260230',
  'rin',
  'insertSize',
  'dataAmount',
  'quantity',
]);

function listOf(field: SampleField, sampleTypes: readonly SampleType[]): readonly string[] | null {
  switch (field) {
    case 'sampleType':
      return sampleTypes.length > 0 ? sampleTypes : SAMPLE_TYPES;
    case 'species':
      return SPECIES;
    case 'buffer':
      return BUFFERS;
    case 'indexType':
      return INDEX_TYPES;
    case 'sampleForm':
      return SAMPLE_FORMS;
    default:
      return null;
  }
}

/** A field's label in the user's language. */
export const fieldLabel = (field: SampleField, locale: Locale) => FIELD_LABELS[field][locale];

/**
 * The sheet's grid columns for a product: its fields (`fieldsFor(kind)`), list fields as
 * drop-downs, and the computed total amount after the volume (shown, never typed).
 */
export function sheetColumns(
  kind: ProductKind,
  sampleTypes: readonly SampleType[],
  locale: Locale,
  totalTitle: string,
): SheetGridColumn[] {
  const columns: SheetGridColumn[] = [];
  for (const field of fieldsFor(kind)) {
    const list = listOf(field, sampleTypes);
    columns.push({
      key: field,
      title: fieldLabel(field, locale),
      type: list ? 'select' : NUMBER_FIELDS.has(field) ? 'number' : 'text',
      ...(list ? { options: list.map((value) => ({ value, label: value })) } : {}),
      width: field === 'species' ? 200 : field === 'sampleName' ? 170 : 140,
    });
    if (field === 'volume') {
      columns.push({ key: TOTAL_AMOUNT, title: totalTitle, type: 'number', readOnly: true });
    }
  }
  return columns;
}

/** Grid rows made from sample rows, by sample row (rows are immutable in the store). */
const sheetRowOf = new WeakMap<SampleRow, { kind: ProductKind; sheetRow: SheetRow }>();
/**
 * The sample row each grid row was made from, when the grid row says all of it (it has nothing
 * in a field the product has no column for). The grid never changes a row in place, so a grid
 * row found here is unchanged.
 */
const sampleRowOf = new WeakMap<SheetRow, { kind: ProductKind; row: SampleRow }>();

/** Whether `row` has a value in a field other than `fields` (the grid would drop it). */
function hasOtherFields(row: SampleRow, fields: readonly SampleField[]): boolean {
  for (const key of Object.keys(row) as (keyof SampleRow)[]) {
    if (key === 'rowNo' || key === 'rowId') continue;
    if (!fields.includes(key) && cellText(row[key]) !== '') return true;
  }
  return false;
}

/**
 * Sample rows as grid rows (every cell as text; the total amount computed). A sample row seen
 * before gives the same grid row again, so that after one edit the grid re-renders one row and
 * nothing is recomputed for the other thousands.
 */
export function toSheetRows(rows: readonly SampleRow[], kind: ProductKind): SheetRow[] {
  const fields = fieldsFor(kind);
  return rows.map((row) => {
    const cached = sheetRowOf.get(row);
    if (cached && cached.kind === kind) return cached.sheetRow;
    const sheetRow: SheetRow = { [TOTAL_AMOUNT]: totalAmount(row), [FILE_ROW]: String(row.rowNo) };
    if (row.rowId) sheetRow[ROW_ID] = row.rowId;
    for (const field of fields) sheetRow[field] = cellText(row[field]);
    sheetRowOf.set(row, { kind, sheetRow });
    if (!hasOtherFields(row, fields)) sampleRowOf.set(sheetRow, { kind, row });
    return sheetRow;
  });
}

/**
 * Grid rows back as sample rows. `rowNo` is the row's place unless `keepFileRows`, when it is
 * the imported line number (a row added in the check gets the next free number). A grid row
 * unchanged since it was made from a sample row gives that sample row itself, as it was stored
 * (unchanged rows keep their identity in the store and are not rewritten by an edit elsewhere).
 */
export function fromSheetRows(
  sheetRows: readonly SheetRow[],
  kind: ProductKind,
  keepFileRows = false,
): SampleRow[] {
  const fields = fieldsFor(kind);
  let next = 1;
  if (keepFileRows) {
    for (const sheetRow of sheetRows) next = Math.max(next, (Number(sheetRow[FILE_ROW]) || 0) + 1);
  }
  return sheetRows.map((sheetRow, index) => {
    const fileRow = Number(sheetRow[FILE_ROW]);
    const rowNo = !keepFileRows ? index + 1 : fileRow > 0 ? fileRow : next++;
    const source = sampleRowOf.get(sheetRow);
    if (source && source.kind === kind && source.row.rowNo === rowNo) return source.row;
    const row: SampleRow = { rowNo };
    if (sheetRow[ROW_ID]) row.rowId = sheetRow[ROW_ID];
    for (const field of fields) {
      const value = sheetRow[field] ?? '';
      if (value !== '') row[field] = value;
    }
    return row;
  });
}

/** The text of an issue in the user's language. */
export function issueText(
  issue: Pick<FieldIssue, 'code' | 'params'>,
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
): string {
  return t(`samples.issues.${issue.code}` as MessageKey, issue.params);
}

/**
 * Issues as the grid shows them, by row index and column: one per cell, an error before a
 * warning.
 */
export function gridIssues(
  rows: readonly SampleRow[],
  issues: ReadonlyMap<number, readonly FieldIssue[]>,
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
): SheetGridIssues {
  const result: SheetGridIssues = {};
  rows.forEach((row, index) => {
    const list = issues.get(row.rowNo);
    if (!list || list.length === 0) return;
    const cells: NonNullable<SheetGridIssues[number]> = {};
    for (const issue of list) {
      const current = cells[issue.field];
      if (current && (current.severity === 'error' || issue.severity === 'warning')) continue;
      cells[issue.field] = { severity: issue.severity, message: issueText(issue, t) };
    }
    result[index] = cells;
  });
  return result;
}
