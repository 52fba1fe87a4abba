/**
 * The worker threads of the server's heavy work (a sample sheet's checks, an import file's
 * read): a piscina pool running one TypeScript file of this folder. The file runs by tsx as the
 * server does (`node --import tsx`): the threads get tsx's loader by absolute path, which also
 * holds under Jest, whose own transform never reaches a worker thread.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Text } from '../../domain/engine/text';
import { SERVER_DIR } from '../config';
import { HttpError } from '../http/errors';

/** Idle threads end after this long; the next task starts one again. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * The threads run at a lower priority than the request thread (nice +5, where the platform
 * allows it), so that on a busy machine requests are answered first.
 */
const NICE_INCREMENT = 5;

/** A pool of up to `threads` threads (started on first use) running `server/workers/<file>`. */
export function workerPool<Task, Result>(file: string, threads: number): Piscina<Task, Result> {
  const requireHere = createRequire(path.join(SERVER_DIR, 'workers', 'pool.ts'));
  return new Piscina<Task, Result>({
    filename: pathToFileURL(path.join(SERVER_DIR, 'workers', file)).href,
    execArgv: ['--import', pathToFileURL(requireHere.resolve('tsx')).href],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: NICE_INCREMENT,
  });
}

/** 429: too many of the caller's heavy runs (or of everyone's) at once; try again in a second. */
export class WorkersBusy extends HttpError {
  /** Seconds to wait before trying again (Retry-After). */
  readonly retryAfterSeconds = 1;

  /** The refusal `says`, in the caller's language (English unless zh_CN). */
  constructor(lang: string, says: Text) {
    super(429, 'error.too_many_requests', lang === 'zh_CN' ? says.zh_CN : says.en_US);
    this.name = 'WorkersBusy';
  }
}

/**
 * Runs a user's heavy work with at most `perUser` of theirs (and `total` of everyone's) at
 * once; one more is refused with {@link WorkersBusy} saying `says`, so that one user's flood
 * cannot starve the others.
 */
export function perUserLimit(
  perUser: number,
  total: number,
  says: Text,
): <T>(userId: number, lang: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<number, number>();
  let all = 0;
  return async (userId, lang, work) => {
    const mine = running.get(userId) ?? 0;
    if (mine >= perUser || all >= total) throw new WorkersBusy(lang, says);
    running.set(userId, mine + 1);
    all += 1;
    try {
      return await work();
    } finally {
      all -= 1;
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
  };
}

/** Heavy work of one kind, in a pool's threads, a user's within {@link perUserLimit}. */
export interface LimitedWorkers<Task, Result> {
  /** Runs `task` for the user; throws {@link WorkersBusy} when too many run. */
  run(userId: number, lang: string, task: Task): Promise<Result>;
  /** Ends the threads. */
  close(): Promise<void>;
}

/**
 * Runs `server/workers/<file>` in up to `threads` threads (started on first use), or with 0
 * threads `inline` on the request thread (DRAFT_WORKERS=0, as the draft checks); `perUser`,
 * `total` and `busy` as {@link perUserLimit}. `toThread` answers what is handed to a thread and
 * the buffers it takes over (the task's own, when they may be shared with others).
 */
export function limitedWorkers<Task, Result>(options: {
  file: string;
  threads: number;
  perUser: number;
  total: number;
  busy: Text;
  inline: (task: Task) => Promise<Result>;
  toThread?: (task: Task) => [Task, ArrayBuffer[]];
}): LimitedWorkers<Task, Result> {
  const { file, threads, inline, toThread = (task: Task) => [task, []] } = options;
  let pool: Piscina<Task, Result> | undefined;
  const limited = perUserLimit(options.perUser, options.total, options.busy);
  const run = async (task: Task): Promise<Result> => {
    if (threads <= 0) return inline(task);
    pool ??= workerPool<Task, Result>(file, threads);
    const [handed, transferList] = toThread(task);
    return pool.run(handed, { transferList });
  };
  return {
    run: (userId, lang, task) => limited(userId, lang, () => run(task)),
    close: async () => {
      await pool?.destroy();
    },
  };
}
