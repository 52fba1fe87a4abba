/**
 * Tenants' password policies at work: the one place every flow that sets a password
 * (activation, reset, change) checks it, records it and learns whether a password must be
 * changed; and the lock that too many wrong passwords in a row put on an account. The rules
 * themselves are domain/hiam/passwordPolicy.ts (the app checks the same ones).
 */
import {
  DEFAULT_PASSWORD_POLICY,
  passwordProblem,
  refusalOf,
  ruleText,
  type PasswordPolicy,
  type PasswordProblem,
} from '../../domain/hiam/passwordPolicy';
import { languageOf, type Language } from '../../domain/engine/text';
import type { Db } from '../db/database';
import { FieldsError } from '../http/errors';
import { verifyPassword } from '../security/password';
import type { UserRow } from './users';

/** Most earlier passwords kept per account (the largest "not one of the last N"). */
export const PASSWORD_HISTORY_KEPT = 24;

const DAY_MS = 24 * 3600 * 1000;

/** The password policy of a tenant: its own row, or the default. */
export function policyOf(db: Db, tenantId: number): PasswordPolicy {
  const row = db
    .prepare(
      `SELECT min_length AS minLength, digits_count AS digitsCount, letter_count AS letterCount,
              lowercase_count AS lowercaseCount, uppercase_count AS uppercaseCount,
              special_char_count AS specialCharCount, not_username AS notUsername,
              not_recent_count AS notRecentCount, password_update_rate AS passwordUpdateRate,
              max_error_time AS maxErrorTime, locked_expire_time AS lockedExpireTime
       FROM hiam_password_policies WHERE tenant_id = ?`,
    )
    .get(tenantId) as PasswordPolicy | undefined;
  return row ?? { ...DEFAULT_PASSWORD_POLICY };
}

/** The policy an account's passwords follow: its tenant's. */
export function accountPolicy(db: Db, user: Pick<UserRow, 'organization_id'>): PasswordPolicy {
  return policyOf(db, user.organization_id);
}

/** The hashes of an account's last `count` passwords, the current one first. */
function lastHashes(db: Db, user: Pick<UserRow, 'id' | 'password_hash'>, count: number): string[] {
  const earlier = (
    db
      .prepare(
        'SELECT password_hash AS hash FROM hiam_password_history WHERE user_id = ? ORDER BY id DESC LIMIT ?',
      )
      .all(user.id, count) as { hash: string }[]
  ).map((row) => row.hash);
  const all = user.password_hash ? [user.password_hash, ...earlier] : earlier;
  return [...new Set(all)].slice(0, count);
}

/**
 * The first rule of the account's policy a new password fails, or null: the rules of the
 * domain check, then "not one of the last N" against the stored hashes. Said in `lang`.
 */
export async function newPasswordProblem(
  db: Db,
  user: Pick<UserRow, 'id' | 'login_name' | 'organization_id' | 'password_hash'>,
  password: string,
  lang: Language,
): Promise<PasswordProblem | null> {
  const policy = accountPolicy(db, user);
  const problem = passwordProblem(password, policy, user.login_name, lang);
  if (problem) return problem;
  if (policy.notRecentCount > 0) {
    for (const hash of lastHashes(db, user, policy.notRecentCount)) {
      if (await verifyPassword(password, hash)) {
        return { rule: 'notRecentCount', message: refusalOf('notRecentCount', policy, lang) };
      }
    }
  }
  return null;
}

/**
 * Refuses a new password that fails the account's policy: a 400 on the field `password`
 * naming the rule, in the account's language.
 */
export async function checkNewPassword(
  db: Db,
  user: Pick<UserRow, 'id' | 'login_name' | 'organization_id' | 'password_hash' | 'language'>,
  password: string,
): Promise<void> {
  const problem = await newPasswordProblem(db, user, password, languageOf(user.language));
  if (problem) throw new FieldsError([{ path: 'password', message: problem.message }]);
}

/**
 * Sets an account's new password hash (in the caller's transaction): keeps the one it replaces
 * among the earlier ones (at most {@link PASSWORD_HISTORY_KEPT}), and notes when it was set.
 */
export function storePassword(db: Db, userId: number, hash: string, now: number): void {
  const old = db.prepare('SELECT password_hash AS hash FROM users WHERE id = ?').get(userId) as
    { hash: string | null } | undefined;
  if (old?.hash) {
    db.prepare(
      `INSERT INTO hiam_password_history (user_id, password_hash, creation_date, last_update_date)
       VALUES (?, ?, ?, ?)`,
    ).run(userId, old.hash, now, now);
    db.prepare(
      `DELETE FROM hiam_password_history WHERE user_id = ? AND id NOT IN
         (SELECT id FROM hiam_password_history WHERE user_id = ? ORDER BY id DESC LIMIT ?)`,
    ).run(userId, userId, PASSWORD_HISTORY_KEPT);
  }
  db.prepare(
    `UPDATE users SET password_hash = ?, password_changed_at = ?, change_password_flag = 0,
       object_version_number = object_version_number + 1, last_update_date = ?
     WHERE id = ?`,
  ).run(hash, now, now, userId);
}

/** Why an account signing in with `password` must change it first, or null. */
export function mustChangePassword(
  db: Db,
  user: UserRow,
  password: string,
  now: number,
): { reason: 'expired'; days: number } | { reason: 'policy'; rule: string } | null {
  const policy = accountPolicy(db, user);
  const lang = languageOf(user.language);
  const problem = passwordProblem(password, policy, user.login_name, lang);
  if (problem) return { reason: 'policy', rule: ruleText(problem.rule, policy, lang) };
  const setAt = user.password_changed_at ?? user.creation_date;
  if (policy.passwordUpdateRate > 0 && now - setAt > policy.passwordUpdateRate * DAY_MS) {
    return { reason: 'expired', days: policy.passwordUpdateRate };
  }
  return null;
}

/**
 * Counts a wrong password on an account; at its policy's threshold the account is locked for
 * the policy's seconds (and the count starts again). Answers the end of that lock, or null.
 */
export function countWrongPassword(db: Db, user: UserRow, now: number): number | null {
  const policy = accountPolicy(db, user);
  db.prepare(
    `INSERT INTO login_failures (user_id, failure_count, last_failure_at, creation_date,
       last_update_date) VALUES (?, 1, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET failure_count = failure_count + 1,
       last_failure_at = excluded.last_failure_at, last_update_date = excluded.last_update_date,
       object_version_number = object_version_number + 1`,
  ).run(user.id, now, now, now);
  if (policy.maxErrorTime === 0) return null;
  const { count } = db
    .prepare('SELECT failure_count AS count FROM login_failures WHERE user_id = ?')
    .get(user.id) as { count: number };
  if (count < policy.maxErrorTime) return null;
  const until = now + policy.lockedExpireTime * 1000;
  db.prepare(
    `UPDATE users SET locked_flag = 1, locked_until = ?,
       object_version_number = object_version_number + 1, last_update_date = ?
     WHERE id = ?`,
  ).run(until, now, user.id);
  db.prepare('UPDATE login_failures SET failure_count = 0 WHERE user_id = ?').run(user.id);
  return until;
}

/** After a right password: the count of wrong ones starts again and a lock that ended is lifted. */
export function clearWrongPasswords(db: Db, user: UserRow, now: number): void {
  db.prepare('DELETE FROM login_failures WHERE user_id = ?').run(user.id);
  if (user.locked_flag === 1 && user.locked_until !== null && user.locked_until <= now) {
    db.prepare(
      `UPDATE users SET locked_flag = 0, locked_until = NULL,
         object_version_number = object_version_number + 1, last_update_date = ?
       WHERE id = ?`,
    ).run(now, user.id);
  }
}
