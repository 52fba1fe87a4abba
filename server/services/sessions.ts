/**
 * Access tokens (sessions): random, stored as SHA-256 only, with an expiry, revocation and
 * the kicked-off flag set when a newer sign-in replaces them (SINGLE_SESSION).
 */
import type { Db } from '../db/database';
import { hashToken, newToken } from '../security/tokens';
import { defaultSessionContext, type UserRow } from './users';

/** A live session behind a valid access token. */
export interface Session {
  tokenId: number;
  tokenHash: string;
  userId: number;
  tenantId: number;
  roleId: number | null;
  expiresAt: number;
}

/** Why a token was not accepted. */
export type SessionProblem = 'unknown' | 'expired' | 'revoked' | 'kicked' | 'inactive';

interface TokenRow {
  id: number;
  token_hash: string;
  user_id: number;
  tenant_id: number;
  role_id: number | null;
  expires_at: number;
  revoked_at: number | null;
  kicked_off: number;
  status: string;
  /** 1 when neither the account nor its tenant is disabled. */
  usable: number;
  /** Epoch ms a lock lasts until (very far for a lock until unlocked); null when not locked. */
  locked_until: number | null;
}

/** A freshly issued token. */
export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

/** Options of {@link issueToken}. */
export interface IssueOptions {
  clientId: string;
  ttlSeconds: number;
  singleSession: boolean;
  now: number;
}

/**
 * Issues a token for the user in their default tenant and role. With single-session on, the
 * user's other live tokens are marked kicked off.
 */
export function issueToken(db: Db, user: UserRow, options: IssueOptions): IssuedToken {
  const accessToken = newToken();
  const { tenantId, roleId } = defaultSessionContext(db, user);
  const { now } = options;
  db.transaction(() => {
    if (options.singleSession) {
      db.prepare(
        `UPDATE tokens SET kicked_off = 1, object_version_number = object_version_number + 1,
           last_update_date = ?
         WHERE user_id = ? AND revoked_at IS NULL AND kicked_off = 0 AND expires_at > ?`,
      ).run(now, user.id, now);
    }
    db.prepare(
      `INSERT INTO tokens (token_hash, user_id, tenant_id, role_id, client_id, expires_at,
         creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      hashToken(accessToken),
      user.id,
      tenantId,
      roleId,
      options.clientId,
      now + options.ttlSeconds * 1000,
      now,
      now,
    );
  }).immediate();
  return { accessToken, expiresIn: options.ttlSeconds };
}

function findTokenRow(db: Db, column: 'token_hash' | 'id', value: string | number) {
  return db
    .prepare(
      `SELECT t.id, t.token_hash, t.user_id, t.tenant_id, t.role_id, t.expires_at, t.revoked_at,
              t.kicked_off, u.status,
              u.enabled_flag = 1 AND o.enabled_flag = 1 AS usable,
              CASE WHEN u.locked_flag = 1 THEN COALESCE(u.locked_until, 9e15) END AS locked_until
       FROM tokens t JOIN users u ON u.id = t.user_id JOIN tenants o ON o.id = u.organization_id
       WHERE t.${column} = ?`,
    )
    .get(value) as TokenRow | undefined;
}

function sessionOfRow(
  row: TokenRow | undefined,
  now: number,
): { session: Session } | { problem: SessionProblem } {
  if (!row) return { problem: 'unknown' };
  if (row.kicked_off === 1) return { problem: 'kicked' };
  if (row.revoked_at !== null) return { problem: 'revoked' };
  if (row.expires_at <= now) return { problem: 'expired' };
  if (row.status !== 'Active' || row.usable !== 1) return { problem: 'inactive' };
  if (row.locked_until !== null && row.locked_until > now) return { problem: 'inactive' };
  return {
    session: {
      tokenId: row.id,
      tokenHash: row.token_hash,
      userId: row.user_id,
      tenantId: row.tenant_id,
      roleId: row.role_id,
      expiresAt: row.expires_at,
    },
  };
}

/**
 * Resolves a raw token to its live session, or says why it is not usable: a disabled or locked
 * account, or one of a disabled tenant, has no live session.
 */
export function resolveSession(
  db: Db,
  token: string,
  now: number,
): { session: Session } | { problem: SessionProblem } {
  return sessionOfRow(findTokenRow(db, 'token_hash', hashToken(token)), now);
}

/** Resolves a session by its token id (tickets and push streams name it), or says why not. */
export function resolveSessionById(
  db: Db,
  tokenId: number,
  now: number,
): { session: Session } | { problem: SessionProblem } {
  return sessionOfRow(findTokenRow(db, 'id', tokenId), now);
}

/** 1 when the token was forced out by a newer sign-in, else 0 (expired, revoked, unknown). */
export function kickoffStatus(db: Db, token: string): 0 | 1 {
  const row = findTokenRow(db, 'token_hash', hashToken(token));
  return row && row.kicked_off === 1 && row.revoked_at === null ? 1 : 0;
}

/** Revokes a token (sign-out). Returns true when a live token was revoked. */
export function revokeToken(db: Db, token: string, now: number): boolean {
  const result = db
    .prepare(
      `UPDATE tokens SET revoked_at = ?, object_version_number = object_version_number + 1,
         last_update_date = ?
       WHERE token_hash = ? AND revoked_at IS NULL`,
    )
    .run(now, now, hashToken(token));
  return result.changes > 0;
}

/** Revokes every token of a user (after a password change). */
export function revokeUserTokens(db: Db, userId: number, now: number): void {
  db.prepare(
    `UPDATE tokens SET revoked_at = ?, object_version_number = object_version_number + 1,
       last_update_date = ?
     WHERE user_id = ? AND revoked_at IS NULL`,
  ).run(now, now, userId);
}

/** Sets the tenant and role a session acts as. */
export function setSessionContext(
  db: Db,
  tokenId: number,
  tenantId: number,
  roleId: number | null,
  now: number,
): void {
  db.prepare(
    `UPDATE tokens SET tenant_id = ?, role_id = ?, object_version_number = object_version_number + 1,
       last_update_date = ?
     WHERE id = ?`,
  ).run(tenantId, roleId, now, tokenId);
}
