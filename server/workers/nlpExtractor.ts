/**
 * NLP templates' extractions run off the request thread, as sample sheets are checked
 * (`sheetChecker.ts`): in a bounded pool of worker threads (`pool.ts`) running
 * {@link ./nlpExtract.ts}, so that a rule's expression, even one running its full time budget,
 * never holds up another user's request. A user has at most {@link PER_USER_RUNS} extractions
 * running at once; one more is refused with 429 (Retry-After).
 */
import { text } from '../../domain/engine/text';
import runExtraction, { type NlpExtractResult, type NlpExtractTask } from './nlpExtract';
import { limitedWorkers } from './pool';

/** Extractions of one user running at once. */
export const PER_USER_RUNS = 2;

/** Extractions of all users running or waiting at once. */
export const TOTAL_RUNS = 40;

/** The refusal when too many extractions run. */
const BUSY = text(
  'Too many extractions are running; try again in a moment',
  '正在运行的抽取过多，请稍后再试',
);

/** Runs NLP extractions. */
export interface NlpExtractor {
  /** The values the rules find; throws `WorkersBusy` when too many run. */
  extract(userId: number, lang: string, task: NlpExtractTask): Promise<NlpExtractResult>;
}

let shared: NlpExtractor | undefined;

/**
 * The server's extractor (one per process: its threads end when idle), with `threads` worker
 * threads, or with 0 the run on the request thread (DRAFT_WORKERS=0, as the draft checks).
 */
export function nlpExtractor(threads: number): NlpExtractor {
  if (shared) return shared;
  const workers = limitedWorkers<NlpExtractTask, NlpExtractResult>({
    file: 'nlpExtract.ts',
    threads,
    perUser: PER_USER_RUNS,
    total: TOTAL_RUNS,
    busy: BUSY,
    inline: async (task) => runExtraction(task),
  });
  shared = { extract: workers.run };
  return shared;
}
