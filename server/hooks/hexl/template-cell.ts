/**
 * The cells of an Excel template: a cell within Excel's sheet (column XFD, row 1048576 at most);
 * one cell at each place of a sheet (the refusal names the cell already there); the list cells
 * of a sheet start on one row, the first row of the records; decimals only of a number.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, merged, refuse, say } from '../hpfm/support/say';

/** Excel's last column (XFD) and row. */
const MAX_COLUMN = 16_384;
const MAX_ROW = 1_048_576;

const M = {
  beyond: text(
    '%{field}: %{value} is beyond the sheet (column XFD and row 1048576 at most)',
    '%{field}：%{value} 超出工作表范围（最多到 XFD 列、第 1048576 行）',
  ),
  place: text(
    '%{sheet}!%{cell} already takes %{other}; one cell per place of a sheet',
    '%{sheet}!%{cell} 已填充 %{other}，工作表的每个位置只能有一个单元格',
  ),
  listRow: text(
    'The list cells of %{sheet} start on row %{row} (%{other} is at %{otherCell}); put %{cell} on row %{row} too',
    '%{sheet} 的多行单元格从第 %{row} 行开始（%{other} 位于 %{otherCell}），请将 %{cell} 也放在第 %{row} 行',
  ),
  precision: text(
    '%{field}: only a number has decimals; leave it empty for a %{type} cell',
    '%{field}：只有数字有小数位，%{type}单元格请留空',
  ),
} as const;

/** The column number (A = 1) and row of a cell reference such as `B3`. */
function placeOf(cell: string): { column: number; row: number } {
  const [, letters = '', digits = '0'] = /^([A-Z]+)([0-9]+)$/.exec(cell) ?? [];
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column, row: Number(digits) };
}

interface Other {
  cellCode: string;
  columnName: string;
}

/** Refuses a second cell at the same place of a sheet, and list cells starting on other rows. */
function checkPlace(context: HookContext, cell: Record<string, unknown>, current?: Row): void {
  const { db } = context.app;
  const sheet = String(cell.sheetName);
  const code = String(cell.cellCode);
  const self = current ? Number(current.templateCellId) : 0;
  const taken = db
    .prepare(
      `SELECT cell_code AS cellCode, column_name AS columnName FROM hexl_template_cell
       WHERE template_id = ? AND sheet_name = ? COLLATE NOCASE AND cell_code = ?
         AND template_cell_id <> ?`,
    )
    .get(Number(cell.templateId), sheet, code, self) as Other | undefined;
  if (taken) {
    throw new BusinessError(
      'error.duplicate',
      say(context, M.place, { sheet, cell: code, other: taken.columnName }),
      'warn',
    );
  }
  if (cell.fillType !== 'MULTI_LINE') return;
  const row = placeOf(code).row;
  const others = db
    .prepare(
      `SELECT cell_code AS cellCode, column_name AS columnName FROM hexl_template_cell
       WHERE template_id = ? AND sheet_name = ? COLLATE NOCASE AND fill_type = 'MULTI_LINE'
         AND template_cell_id <> ? ORDER BY template_cell_id`,
    )
    .all(Number(cell.templateId), sheet, self) as Other[];
  const apart = others.find((other) => placeOf(other.cellCode).row !== row);
  if (!apart) return;
  throw new BusinessError(
    'error.hexl.list_row',
    say(context, M.listRow, {
      sheet,
      row: placeOf(apart.cellCode).row,
      other: apart.columnName,
      otherCell: apart.cellCode,
      cell: code,
    }),
    'warn',
  );
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const cell = merged(values, current);
    const code = String(cell.cellCode);
    const place = placeOf(code);
    if (place.column > MAX_COLUMN || place.row > MAX_ROW) {
      throw refuse(context, 'cellCode', M.beyond, { value: code });
    }
    if (cell.columnType !== 'NUMBER' && !blank(cell.precisions)) {
      const type = context.resource.fields.columnType;
      const label =
        type?.kind === 'select'
          ? type.options?.find((option) => option.value === cell.columnType)?.label[
              context.scope.lang
            ]
          : undefined;
      throw refuse(context, 'precisions', M.precision, { type: label ?? String(cell.columnType) });
    }
    checkPlace(context, cell, current);
  },
};

export default hooks;
