/**
 * SQLite access: opens `${dataDir}/hzero.db` in WAL mode and applies the numbered SQL
 * migrations of `server/db/migrations` in order, recording each in `schema_migrations`.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../config';

/** An open better-sqlite3 connection. */
export type Db = Database.Database;

/** File name of the database inside the data directory. */
export const DB_FILE_NAME = 'hzero.db';

/** Where the numbered `NNN_name.sql` migrations live. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'db', 'migrations');

/** One migration file. */
export interface Migration {
  /** Number taken from the file name prefix. */
  version: number;
  /** File name, e.g. `001_identity.sql`. */
  name: string;
  /** SQL text. */
  sql: string;
}

/** Minimal logger the database layer writes to. */
export interface DbLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/**
 * The first line of a migration that rebuilds a table other tables refer to (SQLite's way to
 * change a CHECK constraint): it runs with foreign keys off, so that dropping the old table
 * cascades to nothing, and is refused unless every reference still holds before it commits.
 */
export const REBUILDS_TABLES = '-- rebuilds tables (foreign keys off)';

/** Lists the migrations in `dir`, sorted by number; rejects duplicate numbers. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .map((name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: readFileSync(path.join(dir, name), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share number ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction. Returns the names of the migrations applied now.
 */
export function applyMigrations(
  db: Db,
  migrations: Migration[] = readMigrations(),
  logger?: DbLogger,
): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    checksum TEXT NOT NULL,
    applied_at INTEGER NOT NULL,
    object_version_number INTEGER NOT NULL DEFAULT 1
  )`);
  const appliedRows = db.prepare('SELECT version, name, checksum FROM schema_migrations').all() as {
    version: number;
    name: string;
    checksum: string;
  }[];
  const applied = new Map(appliedRows.map((row) => [row.version, row]));
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)',
  );
  const done: string[] = [];
  for (const migration of migrations) {
    const previous = applied.get(migration.version);
    if (previous) {
      if (previous.checksum !== checksum(migration.sql)) {
        logger?.warn(
          { migration: migration.name },
          'An applied migration file has changed since it ran; add a new migration instead',
        );
      }
      continue;
    }
    const rebuilds = migration.sql.startsWith(REBUILDS_TABLES);
    const keysOn = db.pragma('foreign_keys', { simple: true }) === 1;
    if (rebuilds) db.pragma('foreign_keys = OFF');
    let appliedNow: boolean;
    try {
      appliedNow = db
        .transaction(() => {
          // Another process may have applied it since the list was read.
          if (
            db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)
          ) {
            return false;
          }
          db.exec(migration.sql);
          if (rebuilds && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
            throw new Error(`${migration.name} leaves references that do not hold`);
          }
          record.run(migration.version, migration.name, checksum(migration.sql), Date.now());
          return true;
        })
        .immediate();
    } finally {
      if (rebuilds && keysOn) db.pragma('foreign_keys = ON');
    }
    if (!appliedNow) continue;
    logger?.info({ migration: migration.name }, 'Applied database migration');
    done.push(migration.name);
  }
  return done;
}

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string, logger?: DbLogger): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  applyMigrations(db, readMigrations(), logger);
  return db;
}
