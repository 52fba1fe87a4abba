/**
 * Credential checks for every sign-in form: RSA-encrypted password, scrypt verification, and
 * throttling. Attempts are counted per account and address pair and per address; past a few,
 * the pair or address waits a delay that grows with each further failure. There is no lock:
 * failures from one address never hold back the account's owner at another.
 */
import { SIGN_IN_TEXTS } from '../../domain/hiam/messages';
import { fill, languageOf, type Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { verifyPassword } from '../security/password';
import { decryptPassword } from '../security/rsa';
import type { Throttle, ThrottleRule } from '../security/throttle';
import { createResetLink, mayMailLink } from './accountLinks';
import { formatDateTime } from './format';
import { recordSignIn } from './loginLog';
import { clearWrongPasswords, countWrongPassword, mustChangePassword } from './passwordPolicy';
import { findUserByLogin, type UserRow } from './users';

/** Growing delays: 2 s after the bucket runs dry, doubling with each failure, at most 15 min. */
const GROWING_DELAY = { baseMs: 2000, maxMs: 15 * 60_000 } as const;

/** Failed sign-ins to one account from one address: 5, then one more every 5 minutes. */
export const PAIR_RULE: ThrottleRule = {
  capacity: 5,
  refillMs: 5 * 60_000,
  delay: GROWING_DELAY,
};

/** Failed sign-ins from one address to any accounts: 20, then one more every minute. */
export const ADDRESS_RULE: ThrottleRule = {
  capacity: 20,
  refillMs: 60_000,
  delay: GROWING_DELAY,
};

/** Message for a wrong login name or password (the same for unknown accounts). */
export const WRONG_CREDENTIALS = 'Wrong login name or password';

const WRONG_CREDENTIALS_TEXT: Readonly<Record<Language, string>> = {
  en_US: WRONG_CREDENTIALS,
  zh_CN: '登录名或密码错误',
};

/** Code of an attempt refused because too many failed before it. */
export const THROTTLED = 'error.login.throttled';

const THROTTLED_TEXT: Readonly<Record<Language, string>> = {
  en_US: 'Too many failed sign-ins; try again in %s seconds',
  zh_CN: '登录失败次数过多，请 %s 秒后再试',
};

/** The message of a throttled attempt, in `lang`. */
export function throttledMessage(retryAfterSeconds: number, lang: Language = 'en_US'): string {
  return THROTTLED_TEXT[lang].replace('%s', String(retryAfterSeconds));
}

/** A sign-in attempt: what the form sent and the address it came from. */
export interface SignInAttempt {
  /** Login name or e-mail address as typed. */
  loginName: string;
  /** The password, RSA-encrypted by the browser. */
  encryptedPassword: string;
  /** The client's address (`request.ip`). */
  address: string;
  /** The language of the page signed in from (messages about a known account use its own). */
  lang?: Language;
}

/** Outcome of a sign-in attempt; a throttled one says how long to wait. */
export type SignInOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; code: string; message: string; retryAfterSeconds?: number };

/** The throttle key of failures on one account (or login name typed) from one address. */
function pairKey(account: string, address: string): string {
  return `sign-in:${account}|address:${address}`;
}

/** Forgets the failures of `userId` from `address` (after a password reset from there). */
export function forgetFailures(throttle: Throttle, userId: number, address: string): void {
  throttle.reset(pairKey(`user:${userId}`, address));
}

/** Why a known account with the right password may not sign in now, or null. */
function accountRefusal(ctx: AppContext, user: UserRow): { code: string; message: string } | null {
  const lang = languageOf(user.language);
  if (user.enabled_flag !== 1 || user.status === 'Disabled') {
    return {
      code: 'error.login.disabled',
      message: SIGN_IN_TEXTS.disabled[lang],
    };
  }
  const tenant = ctx.db
    .prepare('SELECT tenant_name, enabled_flag FROM tenants WHERE id = ?')
    .get(user.organization_id) as { tenant_name: string; enabled_flag: number } | undefined;
  if (tenant && tenant.enabled_flag !== 1) {
    return {
      code: 'error.login.tenant_disabled',
      message: fill(SIGN_IN_TEXTS.tenantDisabled[lang], { tenant: tenant.tenant_name }),
    };
  }
  if (user.status !== 'Active') {
    return {
      code: 'error.login.not_activated',
      message: SIGN_IN_TEXTS.notActivated[lang],
    };
  }
  return null;
}

/** The lock of an account now, or null: until a moment, or (`until` null) until unlocked. */
export function activeLock(user: UserRow, now: number): { until: number | null } | null {
  if (user.locked_flag !== 1) return null;
  if (user.locked_until !== null && user.locked_until <= now) return null;
  return { until: user.locked_until };
}

/**
 * Checks a login name and an RSA-encrypted password. Unknown accounts and wrong passwords get
 * the same answer. An attempt counts before its password is checked, so parallel attempts
 * count too; a successful one is given back. A locked account is refused whatever the
 * password (so a lock stops guessing); a disabled account, one of a disabled tenant and one not
 * activated are refused once the password is right, in the account's language. Every attempt
 * goes to the sign-in log (an account's sign-in history reads it too).
 */
export async function checkCredentials(
  ctx: AppContext,
  throttle: Throttle,
  attempt: SignInAttempt,
): Promise<SignInOutcome> {
  const outcome = await judgeCredentials(ctx, throttle, attempt);
  recordSignIn(ctx, {
    loginName: attempt.loginName,
    address: attempt.address,
    refusal: outcome.ok ? null : outcome.code,
  });
  return outcome;
}

async function judgeCredentials(
  ctx: AppContext,
  throttle: Throttle,
  attempt: SignInAttempt,
): Promise<SignInOutcome> {
  const user = findUserByLogin(ctx.db, attempt.loginName);
  const account = user ? `user:${user.id}` : `name:${attempt.loginName.trim().toLowerCase()}`;
  const keys = {
    pair: pairKey(account, attempt.address),
    address: `sign-in:address:${attempt.address}`,
  };
  const waitMs = Math.max(
    throttle.check(keys.pair, PAIR_RULE).retryAfterMs,
    throttle.check(keys.address, ADDRESS_RULE).retryAfterMs,
  );
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    return {
      ok: false,
      code: THROTTLED,
      message: throttledMessage(seconds, attempt.lang),
      retryAfterSeconds: seconds,
    };
  }
  throttle.take(keys.pair, PAIR_RULE);
  throttle.take(keys.address, ADDRESS_RULE);
  const password = decryptPassword(ctx.keys, attempt.encryptedPassword);
  const matches = await verifyPassword(password ?? '', user?.password_hash ?? null);
  const now = ctx.now();
  const lock = user ? activeLock(user, now) : null;
  if (user && lock) {
    const lang = languageOf(user.language);
    return {
      ok: false,
      code: 'error.login.locked',
      message:
        lock.until === null
          ? SIGN_IN_TEXTS.locked[lang]
          : fill(SIGN_IN_TEXTS.lockedUntil[lang], { until: localTime(user, lock.until) }),
    };
  }
  if (!user || !matches || password === null) {
    if (!user) {
      return {
        ok: false,
        code: 'error.login.bad_credentials',
        message: WRONG_CREDENTIALS_TEXT[attempt.lang ?? 'en_US'],
      };
    }
    const lockedUntil = countWrongPassword(ctx.db, user, now);
    if (lockedUntil === null) {
      return {
        ok: false,
        code: 'error.login.bad_credentials',
        message: WRONG_CREDENTIALS_TEXT[attempt.lang ?? 'en_US'],
      };
    }
    const lang = languageOf(user.language);
    const threshold = ctx.db
      .prepare('SELECT max_error_time AS n FROM hiam_password_policies WHERE tenant_id = ?')
      .get(user.organization_id) as { n: number } | undefined;
    return {
      ok: false,
      code: 'error.login.locked',
      message: fill(SIGN_IN_TEXTS.lockedNow[lang], {
        count: threshold?.n ?? 0,
        until: localTime(user, lockedUntil),
      }),
    };
  }
  throttle.reset(keys.pair);
  throttle.refund(keys.address, ADDRESS_RULE);
  clearWrongPasswords(ctx.db, user, now);
  const refused = accountRefusal(ctx, user);
  if (refused) {
    return { ok: false, code: refused.code, message: refused.message };
  }
  const change = mustChangePassword(ctx.db, user, password, now);
  if (change) {
    // The password was right: its owner gets the link to choose a new one (mails are capped).
    if (mayMailLink(throttle, attempt.address, user.email ?? user.login_name)) {
      createResetLink(ctx, user);
    }
    const lang = languageOf(user.language);
    const email = user.email ?? user.login_name;
    return {
      ok: false,
      code: 'error.login.password_expired',
      message:
        change.reason === 'expired'
          ? fill(SIGN_IN_TEXTS.passwordExpired[lang], { days: change.days, email })
          : fill(SIGN_IN_TEXTS.passwordPolicy[lang], { rule: change.rule, email }),
    };
  }
  return { ok: true, user };
}

/** A moment in the account's time zone, named with it: '2025-01-31 10:30:00 (GMT+8)'. */
function localTime(user: UserRow, epochMs: number): string {
  return `${formatDateTime(epochMs, user.time_zone)} (${user.time_zone})`;
}
