/**
 * Import files are read off the request thread, as sample sheets are checked
 * (`sheetChecker.ts`): in a bounded pool of worker threads (`pool.ts`) running
 * {@link ./importParse.ts}, so that reading a large workbook never holds up another user's
 * request. A user has at most {@link PER_USER_PARSES} files read or waiting at once; one more is
 * refused with 429 (Retry-After), so one user's uploads cannot starve the others'.
 */
import { text } from '../../domain/engine/text';
import parseImportFile, { type ImportParseResult, type ImportParseTask } from './importParse';
import { limitedWorkers } from './pool';

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
  const workers = limitedWorkers<ImportParseTask, ImportParseResult>({
    file: 'importParse.ts',
    threads,
    perUser: PER_USER_PARSES,
    total: TOTAL_PARSES,
    busy: BUSY,
    inline: parseImportFile,
    // A copy of its own is handed over: the upload's bytes may share a buffer with others.
    toThread: (task) => {
      const bytes = new Uint8Array(task.bytes);
      return [{ bytes }, [bytes.buffer]];
    },
  });
  return { parse: workers.run, close: workers.close };
}
