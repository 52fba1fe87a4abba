/**
 * The reading of an uploaded import file into tables of text cells: an .xlsx workbook (by its
 * zip signature; every sheet, numbers as Excel shows them, dates as ISO text) or CSV text
 * (UTF-8, any of comma, semicolon or tab). Plain data in, plain data out, so that it runs the
 * same in a worker thread (this module is the worker file of the pool in `importParser.ts`)
 * and on the request thread. Bounded: a workbook inflating past {@link MAX_INFLATED_BYTES}, a
 * sheet of more than {@link MAX_DATA_ROWS} data rows or a row of more than {@link MAX_COLUMNS}
 * cells is refused, naming the limit.
 */
import { unzipSync } from 'fflate';
import { readCsv } from '../../domain/portal/sampleImport';

/** Most data rows (below the heading row) a sheet may have. */
export const MAX_DATA_ROWS = 5000;

/** Most cells a row may have. */
export const MAX_COLUMNS = 200;

/** Most bytes the parts of a workbook may inflate to. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** What a thread is asked to read. */
export interface ImportParseTask {
  /** The file's bytes. */
  bytes: Uint8Array;
}

/** One sheet read: its index (from 0) and its rows of text cells. */
export interface ParsedSheet {
  sheetIndex: number;
  rows: string[][];
}

/** Why a file could not be read. */
export type ParseProblem = 'unreadable' | 'inflated' | 'tooManyRows' | 'tooManyColumns' | 'empty';

/** What a read answers: the file's kind and sheets, or the problem. */
export type ImportParseResult =
  { ok: true; kind: 'xlsx' | 'csv'; sheets: ParsedSheet[] } | { ok: false; problem: ParseProblem };

/** A number cell as the workbook writes it, before it becomes text. */
interface RawNumber {
  raw: string;
}

/** A number as Excel shows it: at most 15 significant digits. */
function numberText(raw: string): string {
  const number = Number(raw);
  return Number.isFinite(number) ? String(Number(number.toPrecision(15))) : raw;
}

/** A cell as text. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof cell === 'object' && 'raw' in cell) return numberText(String(cell.raw));
  return String(cell);
}

/** Whether the bytes start as a zip archive does. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The bytes a workbook's parts say they inflate to, or undefined for no readable zip. */
function inflatedSize(bytes: Uint8Array): number | undefined {
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return total;
}

/** Rows without their trailing empty rows, each without trailing empty cells. */
function trimmed(rows: string[][]): string[][] {
  const out = rows.map((row) => {
    let end = row.length;
    while (end > 0 && (row[end - 1] ?? '').trim() === '') end -= 1;
    return row.slice(0, end);
  });
  while (out.length > 0 && (out[out.length - 1] ?? []).length === 0) out.pop();
  return out;
}

/** The problem of a sheet's size, if any. */
function sizeProblem(sheets: readonly ParsedSheet[]): ParseProblem | undefined {
  for (const sheet of sheets) {
    if (sheet.rows.length - 1 > MAX_DATA_ROWS) return 'tooManyRows';
    if (sheet.rows.some((row) => row.length > MAX_COLUMNS)) return 'tooManyColumns';
  }
  return undefined;
}

async function readWorkbook(bytes: Uint8Array): Promise<ImportParseResult> {
  const size = inflatedSize(bytes);
  if (size === undefined) return { ok: false, problem: 'unreadable' };
  if (size > MAX_INFLATED_BYTES) return { ok: false, problem: 'inflated' };
  const { default: readXlsxFile } = await import('read-excel-file/universal');
  let sheets: ParsedSheet[];
  try {
    const read = await readXlsxFile<RawNumber>(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      {
        parseNumber: (raw: string): RawNumber => ({ raw }),
        trim: false,
      },
    );
    sheets = read.map((sheet, sheetIndex) => ({
      sheetIndex,
      rows: trimmed(sheet.data.map((row) => row.map(cellText))),
    }));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const problem = sizeProblem(sheets);
  return problem ? { ok: false, problem } : { ok: true, kind: 'xlsx', sheets };
}

function readText(bytes: Uint8Array): ImportParseResult {
  if (bytes.includes(0)) return { ok: false, problem: 'unreadable' };
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const sheets = [{ sheetIndex: 0, rows: trimmed(readCsv(source).table) }];
  const problem = sizeProblem(sheets);
  return problem ? { ok: false, problem } : { ok: true, kind: 'csv', sheets };
}

/** The sheets of a file: a workbook by its zip signature, CSV text otherwise. */
export default async function parseImportFile(task: ImportParseTask): Promise<ImportParseResult> {
  const bytes = task.bytes;
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const result = isZip(bytes) ? await readWorkbook(bytes) : readText(bytes);
  if (result.ok && result.sheets.every((sheet) => sheet.rows.length === 0)) {
    return { ok: false, problem: 'empty' };
  }
  return result;
}
