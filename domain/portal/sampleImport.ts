/**
 * Importing a sample sheet from a .csv or .xlsx file: the template's columns, the file parsers
 * and the step from a table of cells to `SampleRow`s. Pure TypeScript, no React: the app
 * (browser) and the server (Node) both import it.
 *
 * `.xlsx` is read with `read-excel-file/universal`: it reads an ArrayBuffer without workers or
 * Node streams, so the same call works in the browser, in Node and under jest's jsdom.
 */
import {
  FIELD_LABELS,
  IMPORT_MESSAGES_EN,
  SAMPLE_FIELDS,
  cellText,
  fieldsFor,
  normalizeRow,
  validateBatch,
  type ImportProblemCode,
  type IssueCode,
  type ProductKind,
  type SampleProduct,
  type SampleField,
  type SampleRow,
} from './samples';

export { IMPORT_MESSAGES_EN, type ImportProblemCode } from './samples';

export type TemplateLocale = 'en_US' | 'zh_CN';

/** One column of the import template. */
export interface TemplateColumn {
  field: SampleField;
  header: Record<TemplateLocale, string>;
}

/** Every template column, in sheet order. */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = SAMPLE_FIELDS.map((field) => ({
  field,
  header: FIELD_LABELS[field],
}));

/** The template's columns for a product kind (all columns when no kind is given). */
export function templateColumns(kind?: ProductKind): TemplateColumn[] {
  const fields = kind ? fieldsFor(kind) : SAMPLE_FIELDS;
  return TEMPLATE_COLUMNS.filter((column) => fields.includes(column.field));
}

/** Columns a file must have: the fields every row of that kind requires. */
export function requiredColumns(kind?: ProductKind): SampleField[] {
  const always: SampleField[] = ['sampleName', 'sampleType', 'species', 'buffer'];
  switch (kind) {
    case 'DNA':
      return [...always, 'concentration', 'volume'];
    case 'RNA':
      return [...always, 'concentration', 'volume'];
    case 'LIBRARY':
      return [...always, 'concentration', 'volume', 'indexType', 'i7', 'insertSize', 'dataAmount'];
    case 'MS':
      return [...always, 'sampleForm', 'quantity'];
    default:
      return always;
  }
}

/** Header text as compared: case, spaces and full-width brackets ignored. */
export function headerKey(text: string): string {
  return text.replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, '').toLowerCase();
}

/** Header texts a column is recognised by: either language, with or without the unit. */
const HEADER_FIELDS = new Map<string, SampleField>();
for (const column of TEMPLATE_COLUMNS) {
  const texts = [column.field, column.header.en_US, column.header.zh_CN];
  for (const text of [...texts]) texts.push(text.replace(/\s*\(.*\)\s*$/, ''));
  for (const text of texts) {
    const key = headerKey(text);
    if (key !== '' && !HEADER_FIELDS.has(key)) HEADER_FIELDS.set(key, column.field);
  }
}

/** The field a header names, or null for a column the import ignores. */
export function fieldOfHeader(text: string): SampleField | null {
  return HEADER_FIELDS.get(headerKey(text)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Problems of a file (its shape, not its values: those are `validateBatch`'s)

/** A problem with the file; `rowNo` counts as the user sees the file (header = row 1). */
export interface ImportProblem {
  rowNo: number;
  /** The column's header text (the template's English header for a missing column). */
  column: string;
  value: string;
  code: ImportProblemCode;
  params?: Record<string, string | number>;
}

/** The English text of an import problem. */
export function importProblemMessage(problem: Pick<ImportProblem, 'code' | 'params'>): string {
  const key = problem.code.slice('import.'.length) as keyof typeof IMPORT_MESSAGES_EN;
  const template = IMPORT_MESSAGES_EN[key] ?? problem.code;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = problem.params?.[name];
    return value === undefined ? whole : String(value);
  });
}

// ---------------------------------------------------------------------------------------------
// Table -> rows

/** The rows of a file and what is wrong with its shape. */
export interface RowsFromTable {
  /** One row per non-blank line after the header, normalised (`normalizeRow`). */
  rows: SampleRow[];
  problems: ImportProblem[];
  /** The header text each field was read from, to name the user's column in the check. */
  columns: Partial<Record<SampleField, string>>;
}

function isBlankLine(cells: readonly string[] | undefined): boolean {
  return !cells || cells.every((cell) => cell.trim() === '');
}

/**
 * Sample rows from a table of cells (a parsed .csv or .xlsx). The first non-blank line is the
 * header; headers match the template's in either language, ignoring case and spaces; unknown
 * columns are ignored. A missing required column (of `kind`, or of every kind when not given)
 * is reported once, on the header row. Blank lines are skipped; `rowNo` is the line's number
 * in the file (header = row 1 when it is the first line). Every field is present in each row
 * ('' when the file has no such column).
 */
export function rowsFromTable(
  table: readonly (readonly string[])[],
  kind?: ProductKind,
  { decimalComma = false }: ReadOptions = {},
): RowsFromTable {
  const problems: ImportProblem[] = [];
  const headerIndex = table.findIndex((cells) => !isBlankLine(cells as string[]));
  if (headerIndex < 0) {
    return {
      rows: [],
      problems: [{ rowNo: 1, column: '', value: '', code: 'import.empty' }],
      columns: {},
    };
  }
  const headerRowNo = headerIndex + 1;
  const header = table[headerIndex]!;
  const indexOf = new Map<SampleField, number>();
  const columns: Partial<Record<SampleField, string>> = {};
  header.forEach((text, index) => {
    const field = fieldOfHeader(text);
    if (!field) return;
    if (indexOf.has(field)) {
      problems.push({
        rowNo: headerRowNo,
        column: text.trim(),
        value: text,
        code: 'import.duplicateColumn',
        params: { column: text.trim() },
      });
      return;
    }
    indexOf.set(field, index);
    columns[field] = text.trim();
  });
  for (const field of requiredColumns(kind)) {
    if (!indexOf.has(field)) {
      const column = FIELD_LABELS[field].en_US;
      problems.push({
        rowNo: headerRowNo,
        column,
        value: '',
        code: 'import.missingColumn',
        params: { column },
      });
    }
  }

  const rows: SampleRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const cells = table[index];
    if (isBlankLine(cells as string[] | undefined)) continue;
    const row: SampleRow = { rowNo: index + 1 };
    for (const field of SAMPLE_FIELDS) {
      const at = indexOf.get(field);
      const cell = at === undefined ? '' : (cells![at] ?? '');
      if (!decimalComma || !NUMBER_FIELDS.includes(field)) {
        row[field] = cell;
        continue;
      }
      const read = readCommaDecimal(cell);
      row[field] = read ?? cell;
      if (read === undefined) {
        problems.push({
          rowNo: index + 1,
          column: columns[field] ?? FIELD_LABELS[field].en_US,
          value: cell.trim(),
          code: 'import.ambiguousNumber',
          params: { value: cell.trim() },
        });
      }
    }
    rows.push(normalizeRow(row));
  }
  if (rows.length === 0) {
    problems.push({ rowNo: headerRowNo, column: '', value: '', code: 'import.noRows' });
  }
  return { rows, problems, columns };
}

/** How a table's cells are written. */
export interface ReadOptions {
  /** The file writes decimals with a comma (`12,5`): a CSV separated by semicolons. */
  decimalComma?: boolean;
}

/** The fields holding numbers. */
export const NUMBER_FIELDS: readonly SampleField[] = [
  'concentration',
  'volume',
  'a260280',
  'a260230',
  'rin',
  'insertSize',
  'dataAmount',
  'quantity',
];

/**
 * A number cell of a file that writes decimals with a comma, as decimal-point text: `12,5` ->
 * `12.5`, `1.234,5` (thousands grouped) -> `1234.5`; a cell without a number is left as it is
 * (the rules refuse it). Undefined for a cell with a point and no comma (`1.234`, `1.85`),
 * which could be either a thousands separator or a decimal point: it cannot be read for sure.
 */
export function readCommaDecimal(cell: string): string | undefined {
  const text = cell.trim();
  if (/^-?\d+,\d+$/.test(text)) return text.replace(',', '.');
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(text)) return text.replace(/\./g, '').replace(',', '.');
  if (/^-?\d*\.\d*$/.test(text) && /\d/.test(text)) return undefined;
  return cell;
}

/** `rowsFromTable` under the name the shared brief uses: `{rows, cellIssues}`. */
export function rowsFromSheet(
  table: readonly (readonly string[])[],
  kind?: ProductKind,
): { rows: SampleRow[]; cellIssues: ImportProblem[] } {
  const { rows, problems } = rowsFromTable(table, kind);
  return { rows, cellIssues: problems };
}

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * How a CSV separates its fields: US Excel a comma, Excel where decimals take a comma a
 * semicolon, a sheet copied from Excel a tab.
 */
export type CsvSeparator = ',' | ';' | '\t';

/**
 * The separator of a CSV: the most frequent of tab, semicolon and comma on its first line,
 * outside quotes (a tab wins a tie: a copied sheet's text may hold commas).
 */
export function csvSeparator(text: string): CsvSeparator {
  const counts = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\r' || char === '\n')) break;
    else if (!quoted && char in counts) counts[char as CsvSeparator] += 1;
  }
  if (counts['\t'] > 0 && counts['\t'] >= counts[';'] && counts['\t'] >= counts[',']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/** A CSV text read: its table, its separator and whether it writes decimals with a comma. */
export interface CsvRead {
  table: string[][];
  separator: CsvSeparator;
  /** A semicolon-separated file comes from where decimals take a comma (`12,5`). */
  decimalComma: boolean;
}

/**
 * A CSV text as a table of cells (RFC 4180), whichever separator its first line shows (comma,
 * semicolon or tab): fields in double quotes may hold separators, line breaks and doubled
 * quotes (`""`); lines end with CRLF, LF or CR; a leading byte order mark is dropped; a final
 * line break does not make an empty last row. An unclosed quote runs to the end of the text.
 */
export function readCsv(text: string): CsvRead {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const separator = csvSeparator(source);
  const table: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    table.push(row);
    row = [];
    field = '';
    started = false;
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char !== '\r' && char !== '\n') started = true;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && source[i + 1] === '\n') i += 1;
    } else {
      field += char;
    }
    i += 1;
  }
  if (started || quoted) endRow();
  return { table, separator, decimalComma: separator === ';' };
}

/** A CSV text as a table of cells ({@link readCsv}'s table). */
export function parseCsv(text: string): string[][] {
  return readCsv(text).table;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A table as CSV text: RFC 4180 quoting, CRLF line ends. */
export function toCsv(table: readonly (readonly string[])[]): string {
  return table.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The import template as CSV: the header row in `locale`, with a byte order mark so that Excel
 * opens the UTF-8 (Chinese) headers correctly. Only the columns of `kind` when given.
 */
export function templateCsv(locale: TemplateLocale, kind?: ProductKind): string {
  return '\uFEFF' + toCsv([templateColumns(kind).map((column) => column.header[locale])]);
}

// ---------------------------------------------------------------------------------------------
// XLSX

/** A number cell as the workbook writes it, before it becomes text. */
interface RawNumber {
  raw: string;
}

/** A number as Excel shows it: at most 15 significant digits (no binary noise as 0.1+0.2). */
function numberText(raw: string): string {
  const number = Number(raw);
  return Number.isFinite(number) ? String(Number(number.toPrecision(15))) : raw;
}

function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * The first sheet of an .xlsx workbook as a table of text cells (numbers as Excel shows them,
 * dates as ISO text, empty cells ''). Rejects with the library's error for a file that is not an
 * .xlsx workbook (report it as `import.unreadable`).
 */
export async function parseXlsx(data: ArrayBuffer): Promise<string[][]> {
  // The reader (and its unzip library) loads only when a workbook is chosen.
  const { readSheet } = await import('read-excel-file/universal');
  const sheet = await readSheet<RawNumber>(data, {
    parseNumber: (raw: string): RawNumber => ({ raw }),
    trim: false,
  });
  return sheet.map((cells) =>
    cells.map((cell): string => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'string') return cell;
      if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
      if (cell instanceof Date) return dateText(cell);
      if (typeof cell === 'object' && 'raw' in cell) return numberText(cell.raw);
      return String(cell);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The import check

/** One line of the import check: a bad cell (or a problem with the file), and why. */
export interface ImportCheckLine {
  rowNo: number;
  /** The column as the file names it (the template's English header when it has none). */
  column: string;
  field?: SampleField;
  value: string;
  code: IssueCode | ImportProblemCode;
  params?: Record<string, string | number>;
  severity: 'error' | 'warning';
}

/**
 * The import check PORTAL.md asks for: every bad cell of a file (row, column, value, why),
 * file problems first, then cell issues by row in column order (the cells of a missing column
 * are not listed again). `ok` is true when nothing is
 * an error (warnings alone let the rows be saved). Messages: `issueMessage` /
 * `importProblemMessage`, or `t('samples.issues.' + code)` / `t('samples.' + code)`.
 */
export function importCheck(
  table: readonly (readonly string[])[],
  product: SampleProduct,
  existingNamesInProject: Iterable<string> = [],
  options: ReadOptions = {},
): { rows: SampleRow[]; lines: ImportCheckLine[]; ok: boolean } {
  const { rows, problems, columns } = rowsFromTable(table, product.kind, options);
  const lines: ImportCheckLine[] = problems.map((problem) => ({
    ...problem,
    severity: problem.code === 'import.duplicateColumn' ? 'warning' : 'error',
  }));
  const issues = validateBatch(rows, product, existingNamesInProject);
  const order = new Map(SAMPLE_FIELDS.map((field, index) => [field, index]));
  // A missing column is reported once; its empty cells are not repeated on every row.
  const missing = new Set(requiredColumns(product.kind).filter((field) => !columns[field]));
  // A number that could not be read for sure is named once, as that.
  const unread = new Set(
    problems
      .filter((problem) => problem.code === 'import.ambiguousNumber')
      .map((problem) => `${problem.rowNo}:${fieldOfHeader(problem.column) ?? ''}`),
  );
  for (const row of rows) {
    const rowIssues = (issues.get(row.rowNo) ?? [])
      .filter((issue) => !missing.has(issue.field) && !unread.has(`${row.rowNo}:${issue.field}`))
      .sort((a, b) => order.get(a.field)! - order.get(b.field)!);
    for (const issue of rowIssues) {
      lines.push({
        rowNo: row.rowNo,
        column: columns[issue.field] ?? FIELD_LABELS[issue.field].en_US,
        field: issue.field,
        value: cellText(row[issue.field]),
        code: issue.code,
        ...(issue.params ? { params: issue.params } : {}),
        severity: issue.severity,
      });
    }
  }
  return { rows, lines, ok: lines.every((line) => line.severity !== 'error') };
}
