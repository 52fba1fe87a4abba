/**
 * Import templates: a client-side import names the service it hands the rows to (its path
 * prefix), a server-side one names none; a CSV file has one sheet, so each column of a CSV
 * template sits on sheet 0 (checked once the columns are saved, naming the first that is not).
 * A template's import target is a resource rows can be created in, and its columns fill that
 * resource's fields (the first that does not is named, with the fields it may fill).
 */
import type { ResourceDescription } from '../../../domain/engine/resource';
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, merged, refuse, say } from '../hpfm/support/say';

const M = {
  prefixNeeded: text(
    '%{field} is required for a client-side import: the service the rows are handed to, e.g. /hpfm',
    '客户端导入必须填写%{field}：接收数据的服务，例如 /hpfm',
  ),
  prefixUnused: text(
    '%{field}: a server-side import loads the rows itself; leave it empty',
    '%{field}：服务端导入由导入服务自行加载数据，请留空',
  ),
  csvSheet: text(
    'A CSV file has one sheet: column %{code} (%{name}) is on sheet %{sheet}; move it to sheet 0 or read an Excel workbook',
    'CSV 文件只有一个 Sheet 页：列 %{code}（%{name}）在 Sheet 页 %{sheet}，请移到 Sheet 页 0 或改用 Excel 工作簿',
  ),
  noTarget: text(
    '%{field}: there is no list %{value} rows can be imported into (a module/name such as hpfm/country)',
    '%{field}：没有可导入数据的列表 %{value}（格式为 模块/名称，例如 hpfm/country）',
  ),
  notAField: text(
    'Column %{code} (%{name}) fills no field of %{target}; its fields: %{fields}',
    '列 %{code}（%{name}）不是 %{target} 的字段；其字段：%{fields}',
  ),
} as const;

/** The fields of an import target a column may fill (written on create). */
function writableFieldsOf(target: ResourceDescription): string[] {
  return Object.entries(target.fields)
    .filter(([, field]) => !field.readOnly && field.form !== false)
    .map(([name]) => name);
}

/** The resource of an import target, when rows can be created in it. */
function importTarget(context: HookContext, key: string): ResourceDescription | undefined {
  const target = context.engine.resolve(key);
  if (!target || target.readOnly || target.parent || target.singleton) return undefined;
  if (target.actions && !target.actions.includes('create')) return undefined;
  return target;
}

/** Refuses a target that is no resource rows can be created in. */
function checkTarget(context: HookContext, row: Record<string, unknown>): void {
  if (blank(row.targetResource)) return;
  if (!importTarget(context, String(row.targetResource))) {
    throw refuse(context, 'targetResource', M.noTarget, { value: String(row.targetResource) });
  }
}

/** Refuses a column of a template with a target whose field code is no field of the target. */
function checkTargetFields(context: HookContext, row: Row): void {
  if (blank(row.targetResource)) return;
  const target = importTarget(context, String(row.targetResource));
  if (!target) return;
  const writable = writableFieldsOf(target);
  const columns = context.app.db
    .prepare(
      `SELECT column_code AS code, column_name AS name FROM himp_template_line
       WHERE template_id = ? ORDER BY sheet_index, column_index`,
    )
    .all(Number(row.templateId)) as { code: string; name: string }[];
  const stray = columns.find((column) => !writable.includes(column.code));
  if (!stray) return;
  throw new BusinessError(
    'error.himp.target_field',
    say(context, M.notAField, {
      ...stray,
      target: String(row.targetResource),
      fields: writable.join(', '),
    }),
    'warn',
  );
}

/** Requires the prefix of a client-side import and refuses one of a server-side import. */
function checkPrefix(context: HookContext, row: Record<string, unknown>): void {
  const empty = blank(row.prefixPatch);
  if (row.templateType === 'C' && empty) throw refuse(context, 'prefixPatch', M.prefixNeeded);
  if (row.templateType === 'S' && !empty) throw refuse(context, 'prefixPatch', M.prefixUnused);
}

/** Refuses a CSV template with a column beyond sheet 0, naming the first. */
function checkCsvSheets(context: HookContext, row: Row): void {
  if (row.fileType !== 'CSV') return;
  const beyond = context.app.db
    .prepare(
      `SELECT column_code AS code, column_name AS name, sheet_index AS sheet
       FROM himp_template_line WHERE template_id = ? AND sheet_index > 0
       ORDER BY sheet_index, column_index LIMIT 1`,
    )
    .get(Number(row.templateId)) as { code: string; name: string; sheet: number } | undefined;
  if (!beyond) return;
  throw new BusinessError('error.himp.csv_sheet', say(context, M.csvSheet, { ...beyond }), 'warn');
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const row = merged(values, current);
    checkPrefix(context, row);
    checkTarget(context, row);
  },
  afterWrite: (context, row) => {
    checkCsvSheets(context, row);
    checkTargetFields(context, row);
  },
};

export default hooks;
