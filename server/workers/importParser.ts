/**
 * Import files are read off the request thread, as sample sheets are checked
 * (`sheetChecker.ts`): in a bounded pool of worker threads (`pool.ts`) running
 * {@link ./importParse.ts}, so that reading a large workbook never holds up another user's
 * request. A user has at most {@link PER_USER_PARSES} files read or waiting at once; one more is
 * refused with 429 (Retry-After), so one user's uploads cannot starve the others'.
 */
import type { Piscina } from 'piscina';
import { text } from '../../domain/engine/text';
import parseImportFile, { type ImportParseResult, type ImportParseTask } from './importParse';
import { perUserLimit, workerPool } from './pool';

/** Files of one user read or waiting at once. */
export const PER_USER_PARSES = 2;

/** Files of all users read or waiting at once (bounds the memory the uploads hold). */
export const TOTAL_PARSES = 40;

/** The refusal when too many files are being read. */
const BUSY = text(
  'Too many import files are being read; try again in a moment',
  '正在读取的导入文件过多，请稍后再试',
);

/** Reads import files. */
export interface ImportParser {
  /** The sheets of a file, read in the pool; throws `WorkersBusy` when too many wait. */
  parse(userId: number, lang: string, task: ImportParseTask): Promise<ImportParseResult>;
  /** Ends the threads. */
  close(): Promise<void>;
}

/**
 * A parser with `threads` worker threads (started on first use), or with 0 the read on the
 * request thread (as the draft checks' DRAFT_WORKERS=0).
 */
export function createImportParser(threads: number): ImportParser {
  let pool: Piscina<ImportParseTask, ImportParseResult> | undefined;
  const limited = perUserLimit(PER_USER_PARSES, TOTAL_PARSES, BUSY);
  const run = (task: ImportParseTask): Promise<ImportParseResult> => {
    if (threads <= 0) return parseImportFile(task);
    pool ??= workerPool<ImportParseTask, ImportParseResult>('importParse.ts', threads);
    // A copy of its own is handed over: the upload's bytes may share a buffer with others.
    const bytes = new Uint8Array(task.bytes);
    return pool.run({ bytes }, { transferList: [bytes.buffer] });
  };
  return {
    parse: (userId, lang, task) => limited(userId, lang, () => run(task)),
    close: async () => {
      await pool?.destroy();
    },
  };
}
