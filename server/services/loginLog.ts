/**
 * The sign-in log (`/hfaq/login-log`): every attempt with the name typed, the account when one
 * matched, the address it came from and how it ended. An attempt is filed under the account's
 * tenant (tenant 0 when no account matched), so each tenant's staff read their users' sign-ins.
 */
import type { AppContext } from '../context';
import { findUserByLogin } from './users';

/** How an attempt ended: `null` when it succeeded, else the refusal's code. */
export interface SignInRecord {
  loginName: string;
  address: string;
  refusal: string | null;
}

/** Longest login name kept (what the sign-in forms accept). */
const NAME_MAX = 128;

/** Writes one attempt to the log. */
export function recordSignIn(ctx: AppContext, record: SignInRecord): void {
  const user = findUserByLogin(ctx.db, record.loginName);
  const now = ctx.now();
  ctx.db
    .prepare(
      `INSERT INTO hfaq_login_log (tenant_id, user_id, login_name, real_name, address, result,
         reason, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user?.organization_id ?? 0,
      user?.id ?? null,
      record.loginName.trim().slice(0, NAME_MAX),
      user?.real_name ?? null,
      record.address,
      record.refusal === null ? 'SUCCESS' : 'FAILURE',
      record.refusal,
      now,
      now,
    );
}
