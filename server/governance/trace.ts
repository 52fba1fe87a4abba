/**
 * The trace log: while a user's trace runs, each of their API requests is recorded at its end
 * with its method, URL, status, duration and database time. A trace keeps at most
 * {@link MAX_TRACED} requests.
 */
import { redactUrl } from '../app';
import type { Db } from '../db/database';
import type { DbClock } from './dbClock';

/** Most requests one trace records. */
export const MAX_TRACED = 5_000;

/** A traced request in flight. */
export interface TraceMark {
  userId: number;
  groupId: number;
  startedAt: number;
  /** High-resolution start (performance.now()). */
  started: number;
  clock: DbClock;
}

/** One recorded request, as `trace/end` answers it. */
export interface TracedRequest {
  traceRequestId: number;
  requestId: string | null;
  method: string;
  url: string;
  statusCode: number;
  startedAt: number;
  durationMs: number;
  dbMs: number;
  dbQueries: number;
}

/** A running trace. */
export interface RunningTrace {
  traceGroupId: number;
  startedAt: number;
  count: number;
}

/** Running traces by user, mirrored in `hadm_trace_group`. */
export class Tracer {
  private readonly running = new Map<number, RunningTrace>();

  constructor(private readonly db: Db) {
    for (const row of db
      .prepare(
        `SELECT trace_group_id AS traceGroupId, user_id AS userId, started_at AS startedAt,
           request_count AS count FROM hadm_trace_group WHERE status = 'RUNNING'`,
      )
      .all() as (RunningTrace & { userId: number })[]) {
      this.running.set(row.userId, {
        traceGroupId: row.traceGroupId,
        startedAt: row.startedAt,
        count: row.count,
      });
    }
  }

  /** Whether any trace runs (when none does, the layer looks up no session for tracing). */
  get active(): boolean {
    return this.running.size > 0;
  }

  /** The running trace of a user. */
  of(userId: number): RunningTrace | undefined {
    return this.running.get(userId);
  }

  /** Starts the user's trace (or answers the one running). */
  start(userId: number, loginName: string, now: number): RunningTrace {
    const current = this.running.get(userId);
    if (current) return current;
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO hadm_trace_group (user_id, login_name, status, started_at, creation_date,
           last_update_date) VALUES (?, ?, 'RUNNING', ?, ?, ?)`,
      )
      .run(userId, loginName, now, now, now);
    const trace = { traceGroupId: Number(lastInsertRowid), startedAt: now, count: 0 };
    this.running.set(userId, trace);
    return trace;
  }

  /** Ends the user's trace; answers it and its requests (none when no trace ran). */
  end(userId: number, now: number): { traceGroupId: number | null; traceList: TracedRequest[] } {
    const trace = this.running.get(userId);
    if (!trace) return { traceGroupId: null, traceList: [] };
    this.running.delete(userId);
    this.db
      .prepare(
        `UPDATE hadm_trace_group SET status = 'ENDED', ended_at = ?, last_update_date = ?,
           object_version_number = object_version_number + 1 WHERE trace_group_id = ?`,
      )
      .run(now, now, trace.traceGroupId);
    return { traceGroupId: trace.traceGroupId, traceList: this.requests(trace.traceGroupId) };
  }

  /** The requests a trace recorded, in order. */
  requests(traceGroupId: number): TracedRequest[] {
    return this.db
      .prepare(
        `SELECT trace_request_id AS traceRequestId, request_id AS requestId, method, url,
           status_code AS statusCode, started_at AS startedAt, duration_ms AS durationMs,
           db_ms AS dbMs, db_queries AS dbQueries
         FROM hadm_trace_request WHERE trace_group_id = ? ORDER BY started_at, trace_request_id`,
      )
      .all(traceGroupId) as TracedRequest[];
  }

  /** A mark for a request of `userId` when their trace runs and has room. */
  mark(userId: number, now: number, started: number): TraceMark | undefined {
    const trace = this.running.get(userId);
    if (!trace || trace.count >= MAX_TRACED) return undefined;
    return {
      userId,
      groupId: trace.traceGroupId,
      startedAt: now,
      started,
      clock: { ms: 0, queries: 0 },
    };
  }

  /** Records a finished request. */
  record(
    mark: TraceMark,
    request: { id: string; method: string; url: string },
    statusCode: number,
    ended: number,
  ): void {
    const trace = this.running.get(mark.userId);
    if (trace?.traceGroupId !== mark.groupId) return;
    trace.count += 1;
    const round = (value: number) => Math.round(value * 100) / 100;
    const { ms, queries } = mark.clock;
    this.db
      .prepare(
        `INSERT INTO hadm_trace_request (trace_group_id, request_id, method, url, status_code,
           started_at, duration_ms, db_ms, db_queries, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        mark.groupId,
        request.id,
        request.method,
        redactUrl(request.url).slice(0, 2000),
        statusCode,
        mark.startedAt,
        round(ended - mark.started),
        round(ms),
        queries,
        mark.startedAt,
        mark.startedAt,
      );
    this.db
      .prepare(
        'UPDATE hadm_trace_group SET request_count = request_count + 1 WHERE trace_group_id = ?',
      )
      .run(mark.groupId);
  }
}
