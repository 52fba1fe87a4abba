/**
 * Sample sheets are checked off the request thread: in a bounded pool of worker threads
 * (`pool.ts`), each running {@link ./sheetCheck.ts}, so that a 5,000-row check never holds up
 * another user's request. A user has at most {@link PER_USER_RUNNING} checks in the pool and
 * {@link PER_USER_WAITING} more waiting their turn; one more is refused with 429, so one user's
 * flood cannot starve the others.
 */
import type { Language } from '../../domain/engine/text';
import { HttpError } from '../http/errors';
import { workerPool } from './pool';
import checkSheet, { type RowIssues, type SheetCheckTask } from './sheetCheck';

/** Checks of one user that run at once. */
export const PER_USER_RUNNING = 2;

/** Checks of one user that may wait behind the running ones. */
export const PER_USER_WAITING = 8;

/** Checks of all users that may wait at once (bounds the memory the waiting sheets hold). */
export const TOTAL_WAITING = 200;

/** What a refused caller is told to wait, in seconds (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

const BUSY_TEXT: Readonly<Record<Language, string>> = {
  en_US: 'Too many sample sheets are waiting to be saved; try again in a moment',
  zh_CN: '等待保存的样品表过多，请稍后再试',
};

/** 429: the caller already has as many sheet checks waiting as allowed. */
export class SheetCheckBusy extends HttpError {
  /** Seconds to wait before trying again. */
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  /** Creates the refusal in the caller's language (English unless zh_CN). */
  constructor(lang: string) {
    super(429, 'error.too_many_requests', lang === 'zh_CN' ? BUSY_TEXT.zh_CN : BUSY_TEXT.en_US);
    this.name = 'SheetCheckBusy';
  }
}

/** Checks sample sheets for the draft saves. */
export interface SheetChecker {
  /**
   * The issues of a sheet, checked once one of `userId`'s places is free; throws
   * {@link SheetCheckBusy} (in `lang`) when too many checks are waiting already.
   */
  check(userId: number, lang: string, task: SheetCheckTask): Promise<RowIssues[]>;
  /** Ends the threads. */
  close(): Promise<void>;
}

interface UserSlots {
  running: number;
  waiting: (() => void)[];
}

/**
 * A checker with `threads` worker threads (started on first use), or with 0 the check on the
 * request thread, as before the pool (DRAFT_WORKERS=0, for comparison).
 */
export function createSheetChecker(threads: number): SheetChecker {
  if (threads <= 0) {
    return {
      check: async (_userId, _lang, task) => checkSheet(task),
      close: async () => {},
    };
  }
  const pool = workerPool<SheetCheckTask, RowIssues[]>('sheetCheck.ts', threads);
  const users = new Map<number, UserSlots>();
  let waitingTotal = 0;

  /** Waits for one of the user's places (refusing when too many wait); returns its release. */
  async function acquire(userId: number, lang: string): Promise<() => void> {
    let slots = users.get(userId);
    if (!slots) {
      slots = { running: 0, waiting: [] };
      users.set(userId, slots);
    }
    const mine = slots;
    if (mine.running < PER_USER_RUNNING) {
      mine.running += 1;
    } else {
      if (mine.waiting.length >= PER_USER_WAITING || waitingTotal >= TOTAL_WAITING) {
        throw new SheetCheckBusy(lang);
      }
      waitingTotal += 1;
      // The place is handed over by the release below, still counted as running.
      await new Promise<void>((resolve) => mine.waiting.push(resolve));
      waitingTotal -= 1;
    }
    return () => {
      const next = mine.waiting.shift();
      if (next) {
        next();
        return;
      }
      mine.running -= 1;
      if (mine.running === 0) users.delete(userId);
    };
  }

  return {
    async check(userId, lang, task) {
      const release = await acquire(userId, lang);
      try {
        return await pool.run(task);
      } finally {
        release();
      }
    },
    close: () => pool.destroy(),
  };
}
