/**
 * One-time links for portal accounts: password reset (30 minutes) and invitation activation
 * (7 days).
 * Only the SHA-256 of a link token is stored; a link works once. Links start with the
 * configured public origin, never with anything a request says; their mails are throttled per
 * requesting address and per account.
 */
import type { AppContext } from '../context';
import { BusinessError, badRequest } from '../http/errors';
import { hashPassword } from '../security/password';
import { decryptPassword } from '../security/rsa';
import type { Throttle, ThrottleRule } from '../security/throttle';
import { hashToken, newToken } from '../security/tokens';
import { checkNewPassword, storePassword } from './passwordPolicy';
import { revokeUserTokens } from './sessions';
import { getUser, type UserRow } from './users';

/** What a one-time link is for. */
export type LinkPurpose = 'reset-password' | 'activate-account';

/** Lifetime of a password-reset link. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** Link mails asked from one address: 10, then one more every 6 minutes. */
export const MAIL_PER_ADDRESS: ThrottleRule = { capacity: 10, refillMs: 6 * 60_000 };

/** Link mails to one account: 3, then one more every 20 minutes. */
export const MAIL_PER_ACCOUNT: ThrottleRule = { capacity: 3, refillMs: 20 * 60_000 };

/**
 * Counts a request for a link mail to `recipient` (an e-mail address, whether or not an account
 * uses it) from `address`, and says whether the mail may go. The caller answers the same either
 * way, so that the answer tells nothing about accounts.
 */
export function mayMailLink(throttle: Throttle, address: string, recipient: string): boolean {
  return (
    throttle.take(`mail:address:${address}`, MAIL_PER_ADDRESS).allowed &&
    throttle.take(`mail:account:${recipient.trim().toLowerCase()}`, MAIL_PER_ACCOUNT).allowed
  );
}

/** Writes a message to the outbox table (the reference server delivers no mail). */
export function queueMail(ctx: AppContext, recipient: string, subject: string, body: string): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      'INSERT INTO outbox (recipient, subject, body, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?)',
    )
    .run(recipient, subject, body, now, now);
}

/** Lifetime of an invitation (account activation) link. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const LINK_PAGES: Readonly<Record<LinkPurpose, string>> = {
  'reset-password': '/pub/forgot-password',
  'activate-account': '/pub/activate-account',
};

/**
 * A new one-time link of `purpose` for the user on the configured public origin (earlier
 * unused links of that purpose stop working), its e-mail queued as `mail(link)` says. Runs in
 * the caller's transaction when there is one. Returns the link.
 */
function createLink(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'login_name'>,
  purpose: LinkPurpose,
  ttlMs: number,
  mail: (link: string) => { subject: string; body: string },
): string {
  const token = newToken();
  const now = ctx.now();
  const link = `${ctx.config.publicUrl}${LINK_PAGES[purpose]}?token=${token}`;
  const write = () => {
    ctx.db
      .prepare(
        `UPDATE one_time_tokens SET used_at = ?, object_version_number = object_version_number + 1,
           last_update_date = ?
         WHERE user_id = ? AND purpose = ? AND used_at IS NULL`,
      )
      .run(now, now, user.id, purpose);
    ctx.db
      .prepare(
        `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at, creation_date,
           last_update_date) VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(hashToken(token), user.id, purpose, now + ttlMs, now, now);
    const { subject, body } = mail(link);
    queueMail(ctx, user.email ?? user.login_name, subject, body);
  };
  if (ctx.db.inTransaction) write();
  else ctx.db.transaction(write).immediate();
  return link;
}

/**
 * Creates a password-reset link for the user on the configured public origin (earlier unused
 * reset links stop working) and queues the e-mail. Returns the link.
 */
export function createResetLink(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'login_name'>,
): string {
  return createLink(ctx, user, 'reset-password', RESET_LINK_TTL_MS, (link) => ({
    subject: 'Reset your portal password',
    body: `Someone asked to reset the password of ${user.login_name}. Open this link within 30 minutes to choose a new password: ${link}\nIf it was not you, ignore this e-mail.`,
  }));
}

/**
 * Creates an invitation (account activation) link for an invited account, valid for
 * {@link INVITATION_TTL_MS} (earlier unused ones stop working), and queues the e-mail in the
 * account's language. Returns the link.
 */
export function createInvitationLink(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'login_name' | 'language'>,
): string {
  return createLink(ctx, user, 'activate-account', INVITATION_TTL_MS, (link) =>
    user.language === 'zh_CN'
      ? {
          subject: '您已受邀使用 HZERO 平台',
          body: `您的账户 ${user.login_name} 已创建。请在 7 天内打开此链接设置密码并激活账户：${link}`,
        }
      : {
          subject: 'You are invited to the HZERO platform',
          body: `An account ${user.login_name} was created for you. Open this link within 7 days to choose your password and activate it: ${link}`,
        },
  );
}

/** Lifetime of an invitation's activation link. */
export const ACTIVATION_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Creates the activation link of an invited account on the configured public origin (earlier
 * unused activation links stop working) and queues the invitation mail, which says who invited
 * them and to what. Runs inside the caller's transaction when there is one. Returns the link.
 */
export function createActivationLink(
  ctx: AppContext,
  user: UserRow,
  invitation: { inviter: string; team: string },
): string {
  const token = newToken();
  const now = ctx.now();
  const link = `${ctx.config.publicUrl}/pub/activate-account?token=${token}`;
  ctx.db
    .prepare(
      `UPDATE one_time_tokens SET used_at = ?, object_version_number = object_version_number + 1,
         last_update_date = ?
       WHERE user_id = ? AND purpose = 'activate-account' AND used_at IS NULL`,
    )
    .run(now, now, user.id);
  ctx.db
    .prepare(
      `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at, creation_date,
         last_update_date) VALUES (?, ?, 'activate-account', ?, ?, ?)`,
    )
    .run(hashToken(token), user.id, now + ACTIVATION_LINK_TTL_MS, now, now);
  queueMail(
    ctx,
    user.email ?? user.login_name,
    `${invitation.inviter} invites you to ${invitation.team} on the customer portal`,
    `${invitation.inviter} invited you to join ${invitation.team} on the sequencing customer portal. Open this link within 7 days to choose your password and activate your account: ${link}\nIf you did not expect this invitation, ignore this e-mail.`,
  );
  return link;
}

interface LinkRow {
  id: number;
  user_id: number;
  expires_at: number;
  used_at: number | null;
  status: string;
}

/** Why a one-time link is refused (not known, used, or for an account in another state). */
export const INVALID_LINK = 'This link is not valid or has already been used; ask for a new one';

/**
 * Uses a one-time link to set the account's password (encrypted with the RSA key), which must
 * meet the password policy of the account's tenant (a 400 on `password` naming the rule, in the
 * account's language). Reset: the account must be Active. Activation: the account must be
 * Invited and becomes Active. All sessions of the account end. Returns the user id.
 */
export async function redeemLink(
  ctx: AppContext,
  purpose: LinkPurpose,
  token: string,
  encryptedPassword: string,
): Promise<number> {
  const requiredStatus = purpose === 'activate-account' ? 'Invited' : 'Active';
  const find = (): LinkRow | undefined =>
    ctx.db
      .prepare(
        `SELECT o.id, o.user_id, o.expires_at, o.used_at, u.status
         FROM one_time_tokens o JOIN users u ON u.id = o.user_id
         WHERE o.token_hash = ? AND o.purpose = ?`,
      )
      .get(hashToken(token.trim()), purpose) as LinkRow | undefined;
  const row = find();
  if (!row || row.used_at !== null || row.status !== requiredStatus) {
    throw new BusinessError('error.link.invalid', INVALID_LINK);
  }
  if (row.expires_at <= ctx.now()) {
    throw new BusinessError('error.link.expired', 'This link has expired; ask for a new one');
  }
  const password = decryptPassword(ctx.keys, encryptedPassword);
  if (password === null) {
    throw badRequest("Field 'password' could not be decrypted; reload the page and try again");
  }
  const user = getUser(ctx.db, row.user_id);
  if (!user) throw new BusinessError('error.link.invalid', INVALID_LINK);
  await checkNewPassword(ctx.db, user, password);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  ctx.db
    .transaction(() => {
      const used = ctx.db
        .prepare(
          `UPDATE one_time_tokens SET used_at = ?, object_version_number = object_version_number + 1,
             last_update_date = ?
           WHERE id = ? AND used_at IS NULL`,
        )
        .run(now, now, row.id);
      if (used.changes !== 1) throw new BusinessError('error.link.invalid', INVALID_LINK);
      storePassword(ctx.db, row.user_id, passwordHash, now);
      ctx.db.prepare("UPDATE users SET status = 'Active' WHERE id = ?").run(row.user_id);
      revokeUserTokens(ctx.db, row.user_id, now);
    })
    .immediate();
  return row.user_id;
}
