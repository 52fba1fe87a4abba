/**
 * Connection tests of data sources: a SQLite file inside the data folder opened read-only, a
 * network database reached by a TCP connection (asynchronous, with a time limit).
 */
import Database from 'better-sqlite3';
import { existsSync, realpathSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** How long a TCP connection test waits. */
export const CONNECT_TIMEOUT_MS = 3000;

/** What a TCP connection test came to. */
export type TcpOutcome =
  | { ok: true; elapsedMs: number }
  | {
      ok: false;
      reason: 'timeout' | 'refused' | 'not-found' | 'unreachable' | 'error';
      code: string;
      elapsedMs: number;
    };

/** Opens a socket; `net.createConnection` unless a test gives another. */
export type Connector = (options: { host: string; port: number }) => net.Socket;

/** Tries a TCP connection to `host:port`, closing it at once; never rejects. */
export function probeTcp(
  host: string,
  port: number,
  { timeoutMs = CONNECT_TIMEOUT_MS, connect = net.createConnection as Connector } = {},
): Promise<TcpOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const socket = connect({ host, port });
    const finish = (outcome: TcpOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          reason: 'timeout',
          code: 'ETIMEDOUT',
          elapsedMs: Date.now() - started,
        }),
      timeoutMs,
    );
    socket.once('connect', () => finish({ ok: true, elapsedMs: Date.now() - started }));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? 'ERROR';
      const reason =
        code === 'ECONNREFUSED'
          ? 'refused'
          : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? 'not-found'
            : ['EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'].includes(code)
              ? 'unreachable'
              : code === 'ETIMEDOUT'
                ? 'timeout'
                : 'error';
      finish({ ok: false, reason, code, elapsedMs: Date.now() - started });
    });
  });
}

/**
 * Where a SQLite data source's file is: inside `dataDir` (relative, no way out of it), or why
 * not (`outside` for an absolute path or one leaving the folder).
 */
export function sqliteFile(
  dataDir: string,
  file: string,
): { ok: true; path: string } | { ok: false; reason: 'outside' } {
  const root = path.resolve(dataDir);
  if (path.isAbsolute(file) || /^[A-Za-z]:/.test(file)) return { ok: false, reason: 'outside' };
  const target = path.resolve(root, file);
  const relative = path.relative(root, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    return { ok: false, reason: 'outside' };
  }
  return { ok: true, path: target };
}

/** What opening a SQLite file came to. */
export type SqliteOutcome =
  | { ok: true; tables: number; bytes: number; elapsedMs: number }
  | { ok: false; reason: 'outside' | 'missing' | 'not-a-file' | 'unreadable'; detail: string };

/** Opens a SQLite file of the data folder read-only and counts its tables. */
export function probeSqlite(dataDir: string, file: string): SqliteOutcome {
  const started = Date.now();
  const located = sqliteFile(dataDir, file);
  if (!located.ok) return { ok: false, reason: 'outside', detail: file };
  if (!existsSync(located.path)) return { ok: false, reason: 'missing', detail: file };
  // A link may point out of the folder: judge the real path too.
  const real = realpathSync(located.path);
  const realRoot = realpathSync(path.resolve(dataDir));
  const relative = path.relative(realRoot, real);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    return { ok: false, reason: 'outside', detail: file };
  }
  const stats = statSync(real);
  if (!stats.isFile()) return { ok: false, reason: 'not-a-file', detail: file };
  let db: Database.Database | undefined;
  try {
    db = new Database(real, { readonly: true, fileMustExist: true });
    const { n } = db
      .prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'")
      .get() as { n: number };
    return { ok: true, tables: n, bytes: stats.size, elapsedMs: Date.now() - started };
  } catch (error) {
    return {
      ok: false,
      reason: 'unreadable',
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    db?.close();
  }
}
