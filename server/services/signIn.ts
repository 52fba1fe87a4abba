/**
 * Credential checks for every sign-in form: RSA-encrypted password, scrypt verification, and
 * throttling. Attempts are counted per account and address pair and per address; past a few,
 * the pair or address waits a delay that grows with each further failure. There is no lock:
 * failures from one address never hold back the account's owner at another.
 */
import type { Language } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { verifyPassword } from '../security/password';
import { decryptPassword } from '../security/rsa';
import type { Throttle, ThrottleRule } from '../security/throttle';
import { recordSignIn } from './loginLog';
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

/**
 * Checks a login name and an RSA-encrypted password. Unknown accounts and wrong passwords get
 * the same answer. An attempt counts before its password is checked, so parallel attempts
 * count too; a successful one is given back. Every attempt goes to the sign-in log.
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
      message: throttledMessage(seconds),
      retryAfterSeconds: seconds,
    };
  }
  throttle.take(keys.pair, PAIR_RULE);
  throttle.take(keys.address, ADDRESS_RULE);
  const password = decryptPassword(ctx.keys, attempt.encryptedPassword);
  const matches = await verifyPassword(password ?? '', user?.password_hash ?? null);
  if (!user || !matches || password === null) {
    return { ok: false, code: 'error.login.bad_credentials', message: WRONG_CREDENTIALS };
  }
  throttle.reset(keys.pair);
  throttle.refund(keys.address, ADDRESS_RULE);
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
  return { ok: true, user };
}
