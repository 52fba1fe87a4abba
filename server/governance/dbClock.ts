/**
 * The time a request spends in the database. better-sqlite3 runs every statement synchronously,
 * so the time of a statement is the time of its `run`, `get` or `all` call; the calls made on
 * behalf of a traced request (found through AsyncLocalStorage) are added to its clock. Untraced
 * requests pay one store look-up per statement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { Db } from '../db/database';

/** Database time and statements of one request. */
export interface DbClock {
  ms: number;
  queries: number;
}

const clocks = new AsyncLocalStorage<DbClock>();
let wrapped = false;

/** Runs `next` (and all it starts) with `clock` counting its database time. */
export function withDbClock(clock: DbClock, next: () => void): void {
  clocks.run(clock, next);
}

type StatementMethod = (...args: unknown[]) => unknown;

/** Times the statements of every database of this process (once). */
export function timeStatements(db: Db): void {
  if (wrapped) return;
  wrapped = true;
  const prototype = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<
    string,
    StatementMethod
  >;
  for (const name of ['run', 'get', 'all'] as const) {
    const original = prototype[name] as StatementMethod;
    prototype[name] = function timed(this: unknown, ...args: unknown[]): unknown {
      const clock = clocks.getStore();
      if (!clock) return original.apply(this, args);
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        clock.ms += performance.now() - started;
        clock.queries += 1;
      }
    };
  }
}
