/**
 * The columns of an import template: within a sheet of a template, one column at each index
 * and each field filled once (the refusal names the column already there); a format mask only
 * on a date or number column.
 */
import { COLUMN_TYPES, MASKED_COLUMN_TYPES } from '../../../domain/resources/himp/template-line';
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, merged, refuse, say } from '../hpfm/support/say';

const M = {
  place: text(
    'Column %{column} of sheet %{sheet} is %{other} (%{otherName}) already; one column per place',
    'Sheet 页 %{sheet} 的第 %{column} 列已是 %{other}（%{otherName}），每个位置只能有一列',
  ),
  field: text(
    'Sheet %{sheet} fills %{code} already, from column %{column} (%{otherName}); a field is filled once per sheet',
    'Sheet 页 %{sheet} 已由第 %{column} 列（%{otherName}）填入 %{code}，一个字段在每个 Sheet 页只能填入一次',
  ),
  mask: text(
    '%{field}: a %{type} column has none; it is for dates and numbers',
    '%{field}：%{type}列没有格式掩码，它仅用于日期和数字',
  ),
} as const;

/** A stored column of the template that takes the place or the field of the one written. */
interface Taken {
  columnIndex: number;
  columnCode: string;
  columnName: string;
}

/** A column's index as the user reads it: `2 (C)`, its spreadsheet letters beside it. */
function columnOf(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return `${index} (${letters})`;
}

/** Refuses a second column at the same place, or filling the same field, within the sheet. */
function checkUnique(context: HookContext, row: Record<string, unknown>, current?: Row): void {
  const sheet = Number(row.sheetIndex);
  const column = Number(row.columnIndex);
  const code = String(row.columnCode);
  const taken = context.app.db
    .prepare(
      `SELECT column_index AS columnIndex, column_code AS columnCode, column_name AS columnName
       FROM himp_template_line
       WHERE template_id = ? AND sheet_index = ? AND template_line_id <> ?
         AND (column_index = ? OR column_code = ? COLLATE NOCASE)
       ORDER BY column_index <> ?`,
    )
    .get(
      Number(row.templateId),
      sheet,
      current ? Number(current.templateLineId) : 0,
      column,
      code,
      column,
    ) as Taken | undefined;
  if (!taken) return;
  const vars = {
    sheet,
    column: columnOf(taken.columnIndex),
    code: taken.columnCode,
    other: taken.columnCode,
    otherName: taken.columnName,
  };
  throw new BusinessError(
    'error.duplicate',
    say(context, taken.columnIndex === column ? M.place : M.field, vars),
    'warn',
  );
}

/** Refuses a format mask on a column that is neither a date nor a number. */
function checkMask(context: HookContext, row: Record<string, unknown>): void {
  const type = String(row.columnType);
  if (blank(row.formatMask) || MASKED_COLUMN_TYPES.includes(type)) return;
  const name = COLUMN_TYPES.find((item) => item.value === type)?.label[context.scope.lang] ?? type;
  throw refuse(context, 'formatMask', M.mask, { type: name });
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const row = merged(values, current);
    checkMask(context, row);
    checkUnique(context, row, current);
  },
};

export default hooks;
