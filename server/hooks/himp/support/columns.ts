/**
 * The checks an import template's columns make of a staged row, and the values they hand to
 * the target resource: required, the column's type (text, whole number, decimal, date, yes/no),
 * its longest value and, for dates and numbers, its format mask. Messages in both languages;
 * plain data in and out (no database), so that it is tested alone.
 */
import type { Field } from '../../../../domain/engine/fields';
import type { ImportColumn } from '../../../../domain/contract/himp';
import { fill, text, type Language, type Text } from '../../../../domain/engine/text';

/** A message in both languages. */
export type Said = Record<Language, string>;

const M = {
  required: text('%{column} is required', '%{column}不能为空'),
  tooLong: text(
    '%{column} holds %{length} characters; at most %{max}',
    '%{column}有 %{length} 个字符，最多 %{max} 个',
  ),
  number: text('%{column} must be a whole number, e.g. 12', '%{column}必须是整数，例如 12'),
  decimal: text('%{column} must be a number, e.g. 12.5', '%{column}必须是数字，例如 12.5'),
  decimals: text(
    '%{column} has more than %{scale} decimals (format %{mask})',
    '%{column}的小数位超过 %{scale} 位（格式 %{mask}）',
  ),
  date: text(
    '%{column} must be a date as %{mask}, e.g. %{example}',
    '%{column}必须是格式为 %{mask} 的日期，例如 %{example}',
  ),
  boolean: text(
    '%{column} must be yes or no (Y/N, 1/0, true/false, 是/否)',
    '%{column}必须为是或否（Y/N、1/0、true/false、是/否）',
  ),
} as const;

/** A message in both languages, its `%{var}` placeholders filled. */
export const said = (message: Text, vars: Record<string, string | number> = {}): Said => ({
  en_US: fill(message.en_US, vars),
  zh_CN: fill(message.zh_CN, vars),
});

const YES = new Set(['y', 'yes', '1', 'true', '是', 'enabled']);
const NO = new Set(['n', 'no', '0', 'false', '否', 'disabled']);

/** The date mask of a column (its format mask, or ISO dates). */
function dateMask(column: ImportColumn): string {
  return column.formatMask && /[yMd]/.test(column.formatMask) ? column.formatMask : 'yyyy-MM-dd';
}

/** A date mask as a pattern capturing year, month and day (names), or undefined for others. */
function datePattern(mask: string): RegExp | undefined {
  if (!/^[yMd/.\- ]{6,12}$/.test(mask)) return undefined;
  const source = mask
    .replace(/[.\-/ ]/g, (char) => `\\${char}`)
    .replace(/yyyy/, '(?<y>\\d{4})')
    .replace(/MM/, '(?<m>\\d{1,2})')
    .replace(/dd/, '(?<d>\\d{1,2})');
  return source.includes('(?<y>') && source.includes('(?<m>') && source.includes('(?<d>')
    ? new RegExp(`^${source}$`)
    : undefined;
}

/** An example date in a mask. */
function exampleDate(mask: string): string {
  return mask.replace('yyyy', '2026').replace('MM', '03').replace('dd', '31');
}

/** `yyyy-MM-dd` of a date cell read with the column's mask (ISO text always reads), or undefined. */
export function readDate(value: string, mask: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z?)?$/.exec(value);
  let y: string | undefined;
  let m: string | undefined;
  let d: string | undefined;
  if (iso) [, y, m, d] = iso;
  else {
    const groups = datePattern(mask)?.exec(value)?.groups;
    y = groups?.y;
    m = groups?.m;
    d = groups?.d;
  }
  if (!y || !m || !d) return undefined;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day
    ? undefined
    : day;
}

/** The decimals a number mask allows (`#,##0.00`: 2), or undefined when it sets none. */
function maskScale(mask: string | null): number | undefined {
  if (!mask || !/^[#0,]*(\.[0#]+)?$/.test(mask)) return undefined;
  return mask.includes('.') ? (mask.split('.')[1]?.length ?? 0) : 0;
}

/** A number cell without its grouping commas (`1,234.50` -> `1234.50`). */
function plainNumber(value: string): string {
  return /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value) ? value.replace(/,/g, '') : value;
}

/**
 * The problems of a row's values by the template's columns, each in both languages (empty when
 * the row passes them).
 */
export function columnProblems(
  columns: readonly ImportColumn[],
  values: Readonly<Record<string, string>>,
): Said[] {
  const problems: Said[] = [];
  for (const column of columns) {
    const value = (values[column.columnCode] ?? '').trim();
    const vars = { column: column.columnName };
    if (value === '') {
      if (column.requiredFlag === 1) problems.push(said(M.required, vars));
      continue;
    }
    if (column.maxLength !== null && [...value].length > column.maxLength) {
      problems.push(said(M.tooLong, { ...vars, length: [...value].length, max: column.maxLength }));
      continue;
    }
    switch (column.columnType) {
      case 'Number':
        if (!/^-?\d{1,15}$/.test(plainNumber(value))) problems.push(said(M.number, vars));
        break;
      case 'Decimal': {
        const plain = plainNumber(value);
        if (!/^-?\d{1,20}(\.\d{1,20})?$/.test(plain)) {
          problems.push(said(M.decimal, vars));
          break;
        }
        const scale = maskScale(column.formatMask);
        const decimals = plain.split('.')[1]?.length ?? 0;
        if (scale !== undefined && decimals > scale) {
          problems.push(said(M.decimals, { ...vars, scale, mask: column.formatMask ?? '' }));
        }
        break;
      }
      case 'Date': {
        const mask = dateMask(column);
        if (!readDate(value, mask)) {
          problems.push(said(M.date, { ...vars, mask, example: exampleDate(mask) }));
        }
        break;
      }
      case 'Boolean':
        if (!YES.has(value.toLowerCase()) && !NO.has(value.toLowerCase())) {
          problems.push(said(M.boolean, vars));
        }
        break;
      default:
        break;
    }
  }
  return problems;
}

/**
 * The body a row creates in the target resource: each column's value as its field takes it
 * (numbers for whole-number, reference and flag fields, dates as `yyyy-MM-dd`, decimals without
 * grouping); empty cells are left out, so the field's default applies.
 */
export function targetBody(
  columns: readonly ImportColumn[],
  values: Readonly<Record<string, string>>,
  targetFields: Readonly<Record<string, Field>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const column of columns) {
    const value = (values[column.columnCode] ?? '').trim();
    if (value === '') continue;
    const field = targetFields[column.columnCode];
    const kind = field?.kind;
    const plain = plainNumber(value);
    if (kind === 'integer' || kind === 'reference') {
      body[column.columnCode] = /^-?\d{1,15}$/.test(plain) ? Number(plain) : value;
    } else if (kind === 'flag') {
      const lower = value.toLowerCase();
      body[column.columnCode] = YES.has(lower) ? 1 : NO.has(lower) ? 0 : value;
    } else if (kind === 'decimal') {
      body[column.columnCode] = plain;
    } else if (kind === 'date') {
      body[column.columnCode] = readDate(value, dateMask(column)) ?? value;
    } else {
      body[column.columnCode] = value;
    }
  }
  return body;
}
