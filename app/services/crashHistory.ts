import type { ExceptionEntry } from '../store/error';

const KEY = 'hzero-exception-history';
/** Entries kept (SPEC.md section 9). */
export const HISTORY_LIMIT = 10;
/** The same crash again within this time is a loop: no reload, the 500 page instead. */
export const LOOP_WINDOW_MS = 30_000;

/** The stored exception history. */
export function loadCrashHistory(): ExceptionEntry[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as ExceptionEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * Appends an entry to the stored history (keeping the last 10) and answers whether the same
 * error at the same place already happened within {@link LOOP_WINDOW_MS}.
 */
export function recordCrash(entry: ExceptionEntry): { history: ExceptionEntry[]; loop: boolean } {
  const previous = loadCrashHistory();
  const loop = previous.some(
    (old) =>
      old.errorMessage === entry.errorMessage &&
      old.errorLocation === entry.errorLocation &&
      entry.time - old.time < LOOP_WINDOW_MS,
  );
  const history = [...previous, entry].slice(-HISTORY_LIMIT);
  localStorage.setItem(KEY, JSON.stringify(history));
  return { history, loop };
}
