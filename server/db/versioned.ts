/**
 * Optimistic locking: updates carry the objectVersionNumber the client last saw; a stale
 * number fails clearly instead of overwriting someone else's change.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BusinessError } from '../http/errors';
import type { Db } from './database';

/** Tables updated through {@link updateVersioned}, with their key column. */
const KEY_COLUMNS = {
  users: 'id',
  tenants: 'id',
  roles: 'id',
  tokens: 'id',
} as const;

/** A table that supports versioned updates. */
export type VersionedTable = keyof typeof KEY_COLUMNS;

/** A value SQLite can store. */
export type SqlValue = string | number | bigint | Buffer | null;

const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Applies `changes` to one row when its object_version_number equals `expectedVersion`,
 * bumping the version. Returns the new version. Throws BusinessError `error.not_found` when
 * the row is gone and `error.optimistic_lock` when the version is stale.
 */
export function updateVersioned(
  db: Db,
  table: VersionedTable,
  id: number,
  expectedVersion: number,
  changes: Record<string, SqlValue>,
  now: number,
): number {
  const key = KEY_COLUMNS[table];
  const columns = Object.keys(changes);
  for (const column of columns) {
    if (!COLUMN_NAME.test(column)) throw new Error(`Bad column name ${column}`);
  }
  const assignments = [
    ...columns.map((column) => `${column} = @${column}`),
    'object_version_number = object_version_number + 1',
    'last_update_date = @__now',
  ].join(', ');
  const result = db
    .prepare(
      `UPDATE ${table} SET ${assignments} WHERE ${key} = @__id AND object_version_number = @__version`,
    )
    .run({ ...changes, __now: now, __id: id, __version: expectedVersion });
  if (result.changes === 1) return expectedVersion + 1;
  const current = db
    .prepare(`SELECT object_version_number AS v FROM ${table} WHERE ${key} = ?`)
    .get(id) as { v: number } | undefined;
  if (!current) throw new BusinessError('error.not_found', 'The record no longer exists');
  throw new BusinessError(
    'error.optimistic_lock',
    `The record was changed by someone else after you loaded it (your objectVersionNumber is ${expectedVersion}, the current one is ${current.v}). Reload it and try again.`,
  );
}

/** The opaque row token (`_token`) for a row: an HMAC the client echoes back on update. */
export function rowToken(secret: Buffer, table: string, id: number): string {
  return createHmac('sha256', secret).update(`${table}:${id}`).digest('base64url').slice(0, 32);
}

/** True when `token` is the row token of that row. */
export function checkRowToken(secret: Buffer, table: string, id: number, token: string): boolean {
  const expected = Buffer.from(rowToken(secret, table, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
