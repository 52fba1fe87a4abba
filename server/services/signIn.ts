/**
 * Credential checks for every sign-in form: RSA-encrypted password, scrypt verification,
 * and the lock after 5 consecutive failures (10 minutes).
 */
import type { AppContext } from '../context';
import { verifyPassword } from '../security/password';
import { decryptPassword } from '../security/rsa';
import { findUserByLogin, type UserRow } from './users';

/** Consecutive failures that lock an account. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long a lock lasts. */
export const LOCK_MINUTES = 10;

/** Message for a wrong login name or password (the same for unknown accounts). */
export const WRONG_CREDENTIALS = 'Wrong login name or password';

/** The message shown while an account is locked. */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60000));
  return `Account locked after ${MAX_FAILED_SIGN_INS} failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Outcome of a sign-in attempt. */
export type SignInOutcome =
  { ok: true; user: UserRow } | { ok: false; code: string; message: string };

function lockedUntil(ctx: AppContext, userId: number): number | null {
  const row = ctx.db
    .prepare('SELECT locked_until FROM login_failures WHERE user_id = ?')
    .get(userId) as { locked_until: number | null } | undefined;
  return row?.locked_until ?? null;
}

/** Counts one failure; returns the lock end when this failure locked the account. */
function recordFailure(ctx: AppContext, userId: number, now: number): number | null {
  return ctx.db
    .transaction(() => {
      const row = ctx.db
        .prepare(
          `INSERT INTO login_failures (user_id, failure_count, last_failure_at, creation_date,
             last_update_date) VALUES (?, 1, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET failure_count = failure_count + 1,
             last_failure_at = excluded.last_failure_at, last_update_date = excluded.last_update_date,
             object_version_number = object_version_number + 1
           RETURNING failure_count`,
        )
        .get(userId, now, now, now) as { failure_count: number };
      if (row.failure_count < MAX_FAILED_SIGN_INS) return null;
      const until = now + LOCK_MINUTES * 60000;
      ctx.db
        .prepare(
          `UPDATE login_failures SET failure_count = 0, locked_until = ?,
             object_version_number = object_version_number + 1 WHERE user_id = ?`,
        )
        .run(until, userId);
      return until;
    })
    .immediate();
}

/** Clears the failure count after a successful sign-in or a password reset. */
export function clearFailures(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM login_failures WHERE user_id = ?').run(userId);
}

/**
 * Checks a login name and an RSA-encrypted password. Unknown accounts and wrong passwords get
 * the same answer; a locked account is refused before its password is checked.
 */
export async function checkCredentials(
  ctx: AppContext,
  loginName: string,
  encryptedPassword: string,
): Promise<SignInOutcome> {
  const user = findUserByLogin(ctx.db, loginName);
  const start = ctx.now();
  if (user) {
    const until = lockedUntil(ctx, user.id);
    if (until !== null && until > start) {
      return { ok: false, code: 'error.login.locked', message: lockedMessage(until - start) };
    }
  }
  const password = decryptPassword(ctx.keys, encryptedPassword);
  const matches = await verifyPassword(password ?? '', user?.password_hash ?? null);
  if (!user || !matches || password === null) {
    if (user) {
      const now = ctx.now();
      const until = recordFailure(ctx, user.id, now);
      if (until !== null) {
        return { ok: false, code: 'error.login.locked', message: lockedMessage(until - now) };
      }
    }
    return { ok: false, code: 'error.login.bad_credentials', message: WRONG_CREDENTIALS };
  }
  if (user.status === 'Disabled') {
    return { ok: false, code: 'error.login.disabled', message: 'This account is disabled' };
  }
  if (user.status !== 'Active') {
    return {
      ok: false,
      code: 'error.login.not_activated',
      message: 'This account is not activated yet; use the link in your invitation e-mail',
    };
  }
  clearFailures(ctx, user.id);
  return { ok: true, user };
}
